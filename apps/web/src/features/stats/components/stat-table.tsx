import type { LeagueStatTotals, PlayerSeasonStats, StatKey } from '@hoopdex/contract';
import { TableRegion } from '../../../components/ui/table-region';
import { formatStatValue, isPercentStat, lowerIsBetter, statKeys, statNames } from '../../../lib/stat-catalog';
import { Link } from 'react-router';
import type { PlaysLink, PlayStat } from '../utils/plays-link';
import { RatingBar } from './rating-bar';

/** The plays behind each row (a percentage: its attempts). */
const rowPlays: Partial<Record<string, PlayStat>> = {
  pts: 'pts',
  ast: 'ast',
  fgm: 'fgm',
  ftm: 'ftm',
  three_pm: 'three_pm',
  reb: 'reb',
  st: 'st',
  blks: 'blks',
  turnovers: 'turnovers',
  fg_percent: 'fga',
  ft_percent: 'fta',
  three_point_percent: 'three_pa',
};

export type StatMode = 'average' | 'total';

type StatTableProps = {
  stats: PlayerSeasonStats;
  league: LeagueStatTotals | undefined;
  mode: StatMode;
  intervalLabel: string;
  /** The season's plays of a stat (only for the season interval: plays are not dated by week). */
  playsLink?: PlaysLink | undefined;
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
export function StatTable({ stats, league, mode, intervalLabel, playsLink }: StatTableProps) {
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
            <td>
              <ValueCell row={row} stats={stats} playsLink={playsLink} />
            </td>
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

/** A value that links to its plays when there are some (a total above zero). */
function ValueCell({ row, stats, playsLink }: { row: Row; stats: PlayerSeasonStats; playsLink: PlaysLink | undefined }) {
  const stat = rowPlays[row.key];
  // Attempts behind a percentage, or the count itself: a total of 0 has nothing to watch.
  const total = stat ? stats[`${row.key as StatKey}_total`] : null;
  const href = stat && playsLink && typeof total === 'number' && total > 0 ? playsLink(stat) : null;
  if (!href) return <>{row.value}</>;
  return (
    <Link to={href} className="stat-plays-link">
      {row.value}
      <span className="visually-hidden">{`: watch the plays (${row.name})`}</span>
    </Link>
  );
}
