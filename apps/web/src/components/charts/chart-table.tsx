import type { FormatValue } from './chart-types';

type ChartTableRow = { key: string; name: string; value: number; low: number; high: number };

type ChartTableProps = {
  caption: string;
  rows: readonly ChartTableRow[];
  format: FormatValue;
  /** Column names: what a row is, its value, its range. */
  columns: readonly [string, string, string];
};

/**
 * The numbers of a chart, for screen readers: the drawing is hidden from them and this table
 * stands in. Hidden by a wrapper, because a table ignores the 1 px box of .visually-hidden and
 * widened the page at 375 px.
 */
export function ChartTable({ caption, rows, format, columns }: ChartTableProps) {
  return (
    <div className="visually-hidden">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.name}</th>
              <td>{format(row.value)}</td>
              <td>{`${format(row.low)} to ${format(row.high)}`}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
