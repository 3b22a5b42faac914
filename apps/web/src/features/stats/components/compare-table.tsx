import type { PlayerSeasonStats, StatKey } from '@hoopdex/contract';
import { Link } from 'react-router';
import { TableRegion } from '../../../components/ui/table-region';
import { paths } from '../../../config/paths';
import { formatStatValue, isPercentStat, statKeys, statNames } from '../../../lib/stat-catalog';
import { bestIndexes, isLowerBetter, statRating, statValue, type CompareMode } from '../utils/compare';
import { RatingBar } from './rating-bar';
import './compare-table.css';

export type ComparedPlayer = { slug: string; name: string; stats: PlayerSeasonStats | undefined; failed?: boolean };

type CompareTableProps = { players: readonly ComparedPlayer[]; mode: CompareMode; caption: string };

type Line = { key: StatKey | 'games_played'; name: string; values: (number | null | undefined)[]; ratings: (number | null | undefined)[]; digits: number };

function lines(players: readonly ComparedPlayer[], mode: CompareMode): Line[] {
  const games: Line = {
    key: 'games_played',
    name: 'Games played',
    values: players.map((p) => p.stats?.games_played),
    ratings: players.map((p) => p.stats?.games_total_rating),
    digits: 0,
  };
  return [
    games,
    ...statKeys.map((key) => ({
      key,
      name: `${statNames[key]}${isLowerBetter(key) ? ' (fewer is better)' : ''}`,
      values: players.map((p) => statValue(p.stats, key, mode)),
      ratings: players.map((p) => statRating(p.stats, key, mode)),
      digits: mode === 'total' && !isPercentStat(key) ? 0 : 1,
    })),
  ];
}

/** Side by side: one column per player, the better value of each row marked with text and a star. */
export function CompareTable({ players, mode, caption }: CompareTableProps) {
  return (
    <TableRegion caption={`${caption}. ★ marks the better value.`} className="compare-table">
      <thead>
        <tr>
          <th scope="col">Stat</th>
          {players.map((p) => (
            <th key={p.slug} scope="col">
              <Link to={paths.player(p.slug)}>{p.name}</Link>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {lines(players, mode).map((line) => {
          const best = bestIndexes(line.values, isLowerBetter(line.key));
          return (
            <tr key={line.key}>
              <th scope="row">{line.name}</th>
              {players.map((p, i) => (
                <td key={p.slug} className={best.has(i) ? 'compare-table__best' : undefined}>
                  <span className="compare-table__value">
                    {p.failed ? 'Not available' : p.stats ? formatStatValue(line.values[i], line.digits) : '…'}
                    {best.has(i) ? (
                      <span className="compare-table__mark">
                        <span aria-hidden="true"> ★</span>
                        <span className="visually-hidden"> (better)</span>
                      </span>
                    ) : null}
                  </span>
                  {p.stats ? <RatingBar rating={line.ratings[i]} leagueAverage={null} /> : null}
                </td>
              ))}
            </tr>
          );
        })}
      </tbody>
    </TableRegion>
  );
}
