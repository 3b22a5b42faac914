import type { LeagueStatTotals, PlayerSeasonStats, StatKey } from '@hoopdex/contract';
import { TableRegion } from '../../../components/ui/table-region';
import { formatStatValue, isPercentStat, lowerIsBetter, statKeys, statNames } from '../../../lib/stat-catalog';
import { RatingBar } from './rating-bar';

export type StatMode = 'average' | 'total';

type StatTableProps = {
  stats: PlayerSeasonStats;
  league: LeagueStatTotals | undefined;
  mode: StatMode;
  intervalLabel: string;
};

type Row = { key: string; name: string; value: string; leagueValue: string; rating: number | null; leagueRating: number | null };

/** League value to print beside the player's: per-game average, or the total per player. */
function leagueValue(league: LeagueStatTotals | undefined, key: StatKey, mode: StatMode): number | null {
  if (!league) return null;
  if (mode === 'average' || isPercentStat(key)) return league[`${key}_average`];
  const total = league[`${key}_total`];
  return total === null || league.player_count === 0 ? null : total / league.player_count;
}

export function statRows(stats: PlayerSeasonStats, league: LeagueStatTotals | undefined, mode: StatMode): Row[] {
  const games: Row = {
    key: 'games_played',
    name: 'Games played',
    value: formatStatValue(stats.games_played, 0),
    leagueValue: league && league.player_count ? formatStatValue(league.games_played / league.player_count) : '- -',
    rating: stats.games_total_rating,
    leagueRating: league?.games_total_rating ?? null,
  };
  const rows = statKeys.map((key): Row => {
    const whole = mode === 'total' && !isPercentStat(key);
    return {
      key,
      name: `${statNames[key]}${lowerIsBetter.includes(key) ? ' (fewer is better)' : ''}`,
      value: formatStatValue(stats[`${key}_${mode}`], whole ? 0 : 1),
      leagueValue: formatStatValue(leagueValue(league, key, mode)),
      rating: stats[`${key}_${mode}_rating`],
      leagueRating: league?.[`${key}_${mode}_rating`] ?? null,
    };
  });
  return [games, ...rows];
}

/** Every stat of spec §3 with the player's value, the league's, and the percentile rating bar. */
export function StatTable({ stats, league, mode, intervalLabel }: StatTableProps) {
  const caption = `${intervalLabel} ${mode === 'average' ? 'averages per game' : 'totals'}`;
  return (
    <TableRegion caption={caption} className="stat-table">
      <thead>
        <tr>
          <th scope="col">Stat</th>
          <th scope="col">{mode === 'average' ? 'Per game' : 'Total'}</th>
          <th scope="col">{mode === 'average' ? 'League avg' : 'League avg per player'}</th>
          <th scope="col" className="text-left">
            Rating (0-100)
          </th>
        </tr>
      </thead>
      <tbody>
        {statRows(stats, league, mode).map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.name}</th>
            <td>{row.value}</td>
            <td>{row.leagueValue}</td>
            <td className="text-left stat-table__rating">
              <RatingBar rating={row.rating} leagueAverage={row.leagueRating} />
            </td>
          </tr>
        ))}
      </tbody>
    </TableRegion>
  );
}
