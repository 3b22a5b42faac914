// The data the charts draw, apart from the drawing code: pages and their tests build these
// without loading the chart library's chunk.

/** One range: a central value and the interval around it (e.g. a mean and its 10th–90th percentiles). */
export type RangeDatum = {
  key: string;
  /** Drawn beside the row (short, to fit a phone). */
  label: string;
  /** Read in the table for screen readers; the label when absent. */
  name?: string;
  value: number;
  low: number;
  high: number;
  /**
   * The scale of this row, when rows are not on one scale (points and blocks side by side).
   * Rows without one share the scale of all such rows.
   */
  domain?: readonly [number, number];
};

/** One point of a line over time with its band (e.g. a projection as of a date and its range). */
export type BandPoint = { x: string; value: number; low: number; high: number };

/** How a number of the chart is written (in the drawing and in its table). */
export type FormatValue = (value: number) => string;
