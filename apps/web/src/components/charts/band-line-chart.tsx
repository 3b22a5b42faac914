import { lazy, Suspense } from 'react';
import { formatDay } from '../../lib/stat-catalog';
import { Skeleton } from '../ui/skeleton';
import type { BandPoint, FormatValue } from './chart-types';
import { BAND_LINE_HEIGHT } from './chart-sizes';
import { ChartTable } from './chart-table';
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
 * range), with a table of the same numbers for screen readers.
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
      <ChartTable
        caption={title}
        rows={points.map((point) => ({ ...point, key: point.x, name: formatDay(point.x) }))}
        format={format}
        columns={[dateName, valueName, rangeName]}
      />
    </figure>
  );
}
