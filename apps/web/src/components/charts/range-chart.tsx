import { lazy, Suspense } from 'react';
import { Skeleton } from '../ui/skeleton';
import type { FormatValue, RangeDatum } from './chart-types';
import { RANGE_ROW_HEIGHT } from './chart-sizes';
import { ChartTable } from './chart-table';
import './charts.css';

// The drawing and its chart library are one chunk of their own, loaded when a chart is first
// shown (never in the entry chunk); the numbers below are in this module, so they never wait.
const RangeDrawing = lazy(() =>
  import('./chart-drawings').then((m) => ({ default: m.RangeDrawing })),
);

type RangeChartProps = {
  /** Caption of the figure and of its table. */
  title: string;
  rows: readonly RangeDatum[];
  format: FormatValue;
  /** Column names of the table read by screen readers (rowName: what a row is, 'Stat' by default). */
  rowName?: string;
  valueName: string;
  rangeName: string;
  /** What the dot and the bar stand for, under the drawing. */
  legend: { value: string; range: string };
};

/**
 * Dots with range bars, one row each (a forest plot): a mean and its 80 % range, for example. With a
 * table of the same numbers for screen readers.
 */
export function RangeChart({
  title,
  rows,
  format,
  rowName = 'Stat',
  valueName,
  rangeName,
  legend,
}: RangeChartProps) {
  const height = rows.length * RANGE_ROW_HEIGHT + 8;
  return (
    <figure className="chart">
      <figcaption className="chart__title">{title}</figcaption>
      <Suspense fallback={<Skeleton height={height} />}>
        <RangeDrawing rows={rows} format={format} height={height} />
      </Suspense>
      <p className="chart__legend" aria-hidden="true">
        <span className="chart__key chart__key--dot" /> {legend.value}
        <span className="chart__key chart__key--bar" /> {legend.range}
      </p>
      <ChartTable
        caption={title}
        rows={rows.map((row) => ({ ...row, name: row.name ?? row.label }))}
        format={format}
        columns={[rowName, valueName, rangeName]}
      />
    </figure>
  );
}
