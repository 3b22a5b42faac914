import type { ProjectedStat } from '@hoopdex/contract';
import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { RangeChart } from '../../../components/charts/range-chart';
import { SegmentedControl } from '../../../components/ui/segmented-control';
import { Skeleton } from '../../../components/ui/skeleton';
import { TableRegion } from '../../../components/ui/table-region';
import { paths } from '../../../config/paths';
import { projectionQueryOptions } from '../api/get-projection';
import { hasHorizon, horizonNames, horizonOptions, type Horizon } from '../utils/horizons';
import { formatProjected, projectedStatInfo, projectedStatOrder } from '../utils/projected-stats';
import { projectionCellText } from '../utils/projection-cell';
import { RANGE_LEGEND } from './projection-ranges';
import './projections.css';

type Compared = { slug: string; name: string };

/**
 * The compared players' projections side by side (issue 32): a row per player (the stat table
 * above has a column per player, so names never head two tables' columns), each stat's mean and
 * 80 % range as text, and one stat drawn for all of them on a shared scale.
 */
export function CompareProjections({ players }: { players: readonly Compared[] }) {
  const [horizon, setHorizon] = useState<Horizon>('rest_of_season');
  const [drawn, setDrawn] = useState<ProjectedStat>('pts');
  const results = useQueries({ queries: players.map((p) => projectionQueryOptions(p.slug)) });
  if (results[0]?.isPending) return <Skeleton height={640} label="Loading projections" />;
  const rows = players.flatMap((p, i) => {
    const projection = results[i]?.data;
    const v =
      projection && hasHorizon(projection, horizon) ? projection[horizon][drawn] : undefined;
    return v ? [{ key: p.slug, label: p.name, value: v.mean, low: v.p10, high: v.p90 }] : [];
  });
  const info = projectedStatInfo[drawn];
  const domain = [0, info.percent ? 100 : Math.max(0.5, ...rows.map((r) => r.high))] as const;
  return (
    <div className="compare-projections">
      <SegmentedControl
        label="Projection for"
        options={horizonOptions}
        value={horizon}
        onChange={setHorizon}
      />
      <TableRegion
        caption={`Projected ${horizonNames[horizon]}, per game: mean (80 % range)`}
        className="compare-projections__table"
      >
        <thead>
          <tr>
            <th scope="col">Player</th>
            {projectedStatOrder.map((stat) => (
              <th key={stat} scope="col">
                {projectedStatInfo[stat].name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {players.map((p, i) => (
            <tr key={p.slug}>
              <th scope="row">
                <Link to={paths.player(p.slug)}>{p.name}</Link>
              </th>
              {projectedStatOrder.map((stat) => (
                <td key={stat}>{projectionCellText(results[i], horizon, stat)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </TableRegion>
      <label className="projection-trend__stat">
        Draw
        <select value={drawn} onChange={(e) => setDrawn(e.target.value as ProjectedStat)}>
          {projectedStatOrder.map((s) => (
            <option key={s} value={s}>
              {projectedStatInfo[s].name}
            </option>
          ))}
        </select>
      </label>
      {rows.length ? (
        <RangeChart
          title={`${info.name}: projected ${horizonNames[horizon]}, per game`}
          rows={rows.map((r) => ({ ...r, domain }))}
          format={formatProjected}
          rowName="Player"
          valueName="Projection"
          rangeName="80 % range"
          legend={RANGE_LEGEND}
        />
      ) : (
        <p className="muted">No projection of {info.name.toLowerCase()} to draw.</p>
      )}
      <p>
        <Link to={paths.projectionsAccuracy()}>How accurate are these?</Link>
      </p>
    </div>
  );
}
