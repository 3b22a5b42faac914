/** Height of one row of a range chart: the skeleton holds the drawing's exact place. */
export const RANGE_ROW_HEIGHT = 34;
/** Height of a band line chart. */
export const BAND_LINE_HEIGHT = 220;
