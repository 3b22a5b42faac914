import { lazy, Suspense } from 'react';
import { formatDay } from '../../lib/stat-catalog';
import { Skeleton } from '../ui/skeleton';
import type { BandPoint, FormatValue } from './chart-types';
import { BAND_LINE_HEIGHT } from './chart-sizes';
import './charts.css';

// Same chunk as the range chart's drawing (chart-drawings.tsx), loaded on first use.
const BandLineDrawing = lazy(() =>
  import('./chart-drawings').then((m) => ({ default: m.BandLineDrawing })),
);

type BandLineChartProps = {
  title: string;
  /** Points in date order; x is a 'YYYY-MM-DD' day. */
  points: readonly BandPoint[];
  format: FormatValue;
  /** Column names of the table read by screen readers. */
  dateName: string;
  valueName: string;
  rangeName: string;
  legend: { value: string; range: string };
};

/**
 * A line over time with a shaded band around it (a projection as of each date and its 80 %
 * range). The drawing is hidden from screen readers; a table with the same numbers stands in.
 */
export function BandLineChart({
  title,
  points,
  format,
  dateName,
  valueName,
  rangeName,
  legend,
}: BandLineChartProps) {
  return (
    <figure className="chart">
      <figcaption className="chart__title">{title}</figcaption>
      <Suspense fallback={<Skeleton height={BAND_LINE_HEIGHT} />}>
        <BandLineDrawing points={points} format={format} height={BAND_LINE_HEIGHT} />
      </Suspense>
      <p className="chart__legend" aria-hidden="true">
        <span className="chart__key chart__key--line" /> {legend.value}
        <span className="chart__key chart__key--band" /> {legend.range}
      </p>
      {/* Hidden by a wrapper: a table ignores the 1 px box of .visually-hidden and widened
          the page at 375 px. */}
      <div className="visually-hidden">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{dateName}</th>
              <th scope="col">{valueName}</th>
              <th scope="col">{rangeName}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.x}>
                <th scope="row">{formatDay(point.x)}</th>
                <td>{format(point.value)}</td>
                <td>{`${format(point.low)} to ${format(point.high)}`}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
