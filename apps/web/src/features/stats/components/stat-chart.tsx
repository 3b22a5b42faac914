import type { ChartRow } from '@hoopdex/contract';
import { ratingText } from './rating-bar';
import type { StatMode } from './stat-table';
import './stat-chart.css';

type StatChartProps = { rows: ChartRow[]; mode: StatMode; title: string };

const ROW = 30;
const LABEL = 56;
const WIDTH = 400;
const BAR = WIDTH - LABEL - 36;

/**
 * Hand-made SVG bars (no chart library: a few rectangles do not justify 50 KB). Each stat shows
 * the player's rating as a filled bar and the league's mean rating as a dashed outline bar; the
 * same numbers are listed as text for screen readers.
 */
export function StatChart({ rows, mode, title }: StatChartProps) {
  const ratingOf = (row: ChartRow) => (mode === 'average' ? row.averagerating : row.totalrating);
  const height = rows.length * ROW + 24;
  return (
    <figure className="stat-chart">
      <figcaption>{title}</figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${height}`} width="100%" aria-hidden="true" focusable="false">
        {rows.map((row, i) => {
          const y = i * ROW + 4;
          const rating = ratingOf(row) ?? 0;
          const avg = row.leagueaveragerating ?? 0;
          return (
            <g key={row.label}>
              <text x={0} y={y + 15} className="stat-chart__label">
                {row.label}
              </text>
              <rect x={LABEL} y={y + 2} width={(BAR * rating) / 100} height={10} className="stat-chart__player" />
              <rect x={LABEL} y={y + 14} width={(BAR * avg) / 100} height={8} className="stat-chart__league" />
              <text x={LABEL + BAR + 4} y={y + 12} className="stat-chart__value">
                {ratingOf(row) === null ? '- -' : Math.round(rating)}
              </text>
            </g>
          );
        })}
        <g transform={`translate(${LABEL}, ${height - 8})`}>
          <rect width={10} height={8} className="stat-chart__player" />
          <text x={14} y={8} className="stat-chart__legend">
            Player rating
          </text>
          <rect x={110} width={10} height={8} className="stat-chart__league" />
          <text x={124} y={8} className="stat-chart__legend">
            League average rating
          </text>
        </g>
      </svg>
      <ul className="visually-hidden">
        {rows.map((row) => (
          <li key={row.label}>{`${row.label}: ${ratingText(ratingOf(row), row.leagueaveragerating)}`}</li>
        ))}
      </ul>
    </figure>
  );
}
