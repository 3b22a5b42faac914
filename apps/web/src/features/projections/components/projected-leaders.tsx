import type { ProjectedStat } from '@hoopdex/contract';
import { useQueries } from '@tanstack/react-query';
import { Link } from 'react-router';
import { TableRegion } from '../../../components/ui/table-region';
import { paths } from '../../../config/paths';
import { projectionQueryOptions } from '../api/get-projection';
import { projectedStatInfo } from '../utils/projected-stats';
import { projectionCellText } from '../utils/projection-cell';
import './projections.css';

type Listed = { slug: string; name: string; rank: number };

/** The projected stat of a leaderboard's sort field; several for Performance and Games. */
export function projectedStatsFor(sortField: string): ProjectedStat[] {
  const stat = sortField.replace(/_average$/, '');
  return stat in projectedStatInfo && stat !== sortField
    ? [stat as ProjectedStat]
    : ['pts', 'reb', 'ast'];
}

/**
 * The leaderboards' "Projected" view, web side only: the leaderboards API has no projected
 * ranking yet, so this reads each listed player's projection and shows it beside their actual
 * rank. It says so: the order is the board's, not a projected one.
 */
export function ProjectedLeaders({
  players,
  sortField,
}: {
  players: readonly Listed[];
  sortField: string;
}) {
  const stats = projectedStatsFor(sortField);
  const results = useQueries({ queries: players.map((p) => projectionQueryOptions(p.slug)) });
  // Rows show at once, each cell '…' until that player's projection arrives.
  return (
    <div className="projected-leaders">
      <p className="muted">
        The players listed above, in the board’s order (by what they have done), with their
        projected rest-of-season average and its 80 % range.{' '}
        <Link to={paths.projectionsAccuracy()}>How accurate are these?</Link>
      </p>
      <TableRegion
        caption="Projected rest-of-season average, per game: mean (80 % range)"
        className="data-table--ranked projected-leaders__table"
      >
        <thead>
          <tr>
            <th scope="col">Rank</th>
            <th scope="col" className="text-left">
              Player
            </th>
            {stats.map((s) => (
              <th key={s} scope="col">{`Projected ${projectedStatInfo[s].name.toLowerCase()}`}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {players.map((p, i) => (
            <tr key={p.slug}>
              <td>{p.rank}</td>
              <th scope="row" className="text-left">
                <Link to={paths.player(p.slug)}>{p.name}</Link>
              </th>
              {stats.map((s) => (
                <td key={s}>{projectionCellText(results[i], 'rest_of_season', s)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </TableRegion>
    </div>
  );
}
