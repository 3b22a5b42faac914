import type { ShotChart as ShotChartData, ShotZoneRow } from '@hoopdex/contract';
import {
  CORNER_DEPTH_FT,
  PAINT_DEPTH_FT,
  PAINT_HALF_WIDTH_FT,
  RIM_RADIUS_FT,
} from '@hoopdex/contract/shot-zones';
import { useId } from 'react';
import '../../../components/ui/data-table.css';
import { Skeleton } from '../../../components/ui/skeleton';
import { EmptyState, ErrorState } from '../../../components/ui/state-views';
import { formatCount } from '../../../lib/format';
import { useShotChart } from '../api/get-shot-chart';
import {
  formatPercent,
  LEVEL_BAND,
  zoneDifference,
  zoneNames,
  zoneTone,
} from '../utils/zone-compare';
import './shot-chart.css';
import { useDeferredResult } from '../../../lib/use-deferred-result';

// The half court in feet, the basket's centre at (0, 0), drawn with the baseline on top:
// screen x = x + 25, screen y = y + 5.25 (decision 0021's coordinates).
const BASELINE = 5.25;
const THREE_RADIUS = 23.75;
const CORNER_X = 22;
const sx = (x: number) => x + 25;
const sy = (y: number) => y + BASELINE;
const arcY = Math.sqrt(THREE_RADIUS ** 2 - CORNER_X ** 2);

/** Inside the three-point line: corners straight down to the baseline, the arc between. */
const twoPointArea = `M ${sx(-CORNER_X)} 0 L ${sx(-CORNER_X)} ${sy(arcY)} A ${THREE_RADIUS} ${THREE_RADIUS} 0 0 0 ${sx(CORNER_X)} ${sy(arcY)} L ${sx(CORNER_X)} 0 Z`;

/** Where each zone's label sits (feet); the corners' label sits beside the left corner. */
const labelAt: Record<ShotZoneRow['zone'], [number, number]> = {
  rim: [0, 1.9],
  paint: [0, 8.6],
  mid_range: [0, 16.8],
  corner_three: [-14.5, 0.6],
  above_break_three: [0, 28.5],
};

function ZoneLabel({ z }: { z: ShotZoneRow }) {
  const [x, y] = labelAt[z.zone];
  const lines = [
    zoneNames[z.zone],
    `${z.makes}/${z.attempts} · ${formatPercent(z.fg_percent)}`,
    `Lg ${formatPercent(z.league_fg_percent)}`,
  ];
  return (
    <text x={sx(x)} y={sy(y)} className="shot-chart__label" textAnchor="middle">
      {lines.map((line, i) => (
        <tspan
          key={i}
          x={sx(x)}
          dy={i === 0 ? 0 : 1.75}
          className={i === 0 ? 'shot-chart__zone-name' : undefined}
        >
          {line}
        </tspan>
      ))}
    </text>
  );
}

/** The court with its five zones, each tinted by how the player compares with the league. */
function Court({
  chart,
  titleId,
  descId,
}: {
  chart: ShotChartData;
  titleId: string;
  descId: string;
}) {
  const tone = (zone: ShotZoneRow['zone']) => {
    const z = chart.zones.find((r) => r.zone === zone);
    return `shot-chart__zone shot-chart__zone--${z ? zoneTone(z) : 'none'}`;
  };
  return (
    <svg
      className="shot-chart__court"
      viewBox="0 0 50 47"
      role="img"
      aria-labelledby={`${titleId} ${descId}`}
    >
      <title id={titleId}>Shot chart by zone</title>
      <desc id={descId}>
        {chart.zones
          .map(
            (z) =>
              `${zoneNames[z.zone]}: ${z.makes} of ${z.attempts}, ${formatPercent(z.fg_percent)}, league ${formatPercent(z.league_fg_percent)}`,
          )
          .join('. ')}
      </desc>
      <rect
        x={0}
        y={sy(CORNER_DEPTH_FT)}
        width={50}
        height={47 - sy(CORNER_DEPTH_FT)}
        className={tone('above_break_three')}
      />
      <rect
        x={0}
        y={0}
        width={sx(-CORNER_X)}
        height={sy(CORNER_DEPTH_FT)}
        className={tone('corner_three')}
      />
      <rect
        x={sx(CORNER_X)}
        y={0}
        width={50 - sx(CORNER_X)}
        height={sy(CORNER_DEPTH_FT)}
        className={tone('corner_three')}
      />
      <path d={twoPointArea} className={tone('mid_range')} />
      <rect
        x={sx(-PAINT_HALF_WIDTH_FT)}
        y={0}
        width={PAINT_HALF_WIDTH_FT * 2}
        height={sy(PAINT_DEPTH_FT)}
        className={tone('paint')}
      />
      <circle cx={sx(0)} cy={sy(0)} r={RIM_RADIUS_FT} className={tone('rim')} />
      <circle cx={sx(0)} cy={sy(0)} r={0.75} className="shot-chart__hoop" />
      <line
        x1={sx(-CORNER_X)}
        y1={sy(0.6)}
        x2={sx(-20.2)}
        y2={sy(0.6)}
        className="shot-chart__leader"
      />
      {chart.zones.map((z) => (
        <ZoneLabel key={z.zone} z={z} />
      ))}
    </svg>
  );
}

/** The same numbers as a table: the chart's text alternative, and the way to compare exactly. */
function ZoneTable({ chart }: { chart: ShotChartData }) {
  return (
    <div className="data-table-wrap" tabIndex={0} role="region" aria-label="Shot chart as a table">
      <table className="data-table">
        <caption>Shots by zone against the {chart.league.display_name}</caption>
        <thead>
          <tr>
            <th scope="col">Zone</th>
            <th scope="col">FGM-FGA</th>
            <th scope="col">FG%</th>
            <th scope="col">League FG%</th>
            <th scope="col">
              <abbr title="FG% minus the league's, in percentage points">vs league</abbr>
            </th>
          </tr>
        </thead>
        <tbody>
          {chart.zones.map((z) => (
            <tr key={z.zone}>
              <th scope="row">{zoneNames[z.zone]}</th>
              <td>{`${z.makes}-${z.attempts}`}</td>
              <td>{formatPercent(z.fg_percent)}</td>
              <td>{formatPercent(z.league_fg_percent)}</td>
              <td>{zoneDifference(z)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The statistics tab's shot chart: zones on a half court, with a legend and a table. */
export function ShotChart({ slug }: { slug: string }) {
  const query = useDeferredResult(useShotChart(slug));
  const titleId = useId();
  const descId = useId();
  if (query.isPending) return <Skeleton height={520} label="Loading shot chart" />;
  if (query.isError)
    return (
      <ErrorState what="the shot chart" error={query.error} onRetry={() => void query.refetch()} />
    );
  const chart = query.data;
  const attempts = chart.zones.reduce((n, z) => n + z.attempts, 0);
  if (attempts === 0)
    return (
      <EmptyState>No located shots yet: the shot chart fills in with play-by-play.</EmptyState>
    );
  return (
    <div className="shot-chart">
      <div className="shot-chart__figure">
        <Court chart={chart} titleId={titleId} descId={descId} />
        <ul className="shot-chart__legend" aria-label="Colours">
          <li>
            <span className="shot-chart__swatch shot-chart__zone--above" aria-hidden="true" />{' '}
            {LEVEL_BAND}+ points above the league
          </li>
          <li>
            <span className="shot-chart__swatch shot-chart__zone--level" aria-hidden="true" />{' '}
            within {LEVEL_BAND} points
          </li>
          <li>
            <span className="shot-chart__swatch shot-chart__zone--below" aria-hidden="true" />{' '}
            {LEVEL_BAND}+ points below
          </li>
        </ul>
        {chart.unlocated_attempts ? (
          <p className="muted">
            {formatCount(chart.unlocated_attempts)} attempts without a location are in no zone.
          </p>
        ) : null}
      </div>
      <ZoneTable chart={chart} />
    </div>
  );
}
