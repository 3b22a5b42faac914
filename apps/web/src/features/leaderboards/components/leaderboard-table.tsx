import type { LeaderboardResult, RankStatistic } from '@hoopdex/contract';
import { Link } from 'react-router';
import { TableRegion } from '../../../components/ui/table-region';
import { ImageWithFallback } from '../../../components/ui/image-with-fallback';
import { paths } from '../../../config/paths';
import { formatDay, formatStatField, rankStatistics } from '../../../lib/stat-catalog';
import '../../../components/ui/leaderboard-table.css';

type LeaderboardTableProps = {
  result: LeaderboardResult;
  /** Further statistics chosen in the filter panel, shown beside the sorted one. */
  extraStats: readonly RankStatistic[];
  busy?: boolean;
};

const statName = (value: RankStatistic) =>
  rankStatistics.find((s) => s.value === value)?.name ?? value;

export function dateRange(result: Pick<LeaderboardResult, 'start_date' | 'end_date'>): string {
  if (!result.start_date || !result.end_date) return '';
  return `${formatDay(result.start_date)} – ${formatDay(result.end_date)}`;
}

/** Rank, player, the sorted statistic, games and team; ranks continue across pages (server-side). */
export function LeaderboardTable({ result, extraStats, busy }: LeaderboardTableProps) {
  const extras = extraStats.filter((s) => s !== result.sortField);
  const sortedField = result.sortField === 'performance' ? null : result.sortField;
  const range = dateRange(result);
  const showGames = sortedField !== 'games_played' && !extras.includes('games_played');
  const projected = result.view === 'projected';
  const asOf = projected && result.projection ? ` as of ${formatDay(result.projection.as_of)}` : '';
  const caption = projected
    ? `${result.title}, ranked by ${result.sortTitle} (rest-of-season average per game${asOf}, 80 % range)${result.sortDirection === 'asc' ? ', fewest first' : ''}`
    : `${result.title}, ranked by ${result.sortTitle}${result.sortDirection === 'asc' ? ' (fewest first)' : ''}${range ? `, ${range}` : ''}`;
  const field = sortedField ?? 'performance';
  // The projected view's number is a mean with its 80 % range: "12.3 (8.1–17.0)".
  const sortedText = (item: LeaderboardResult['items'][number]) =>
    item.projected
      ? `${formatStatField(field, item.projected.mean)} (${formatStatField(field, item.projected.p10)}–${formatStatField(field, item.projected.p90)})`
      : formatStatField(field, item.value);
  // The ranked-by number and the games behind it come right after the name, so they are in view
  // beside the sticky rank and name on a phone; the team and further statistics follow.
  return (
    <TableRegion
      caption={
        <>
          {caption}
          {/* The rule that makes the ranking fair, named with the list (DESIGN convention 16). */}
          <span className="leaderboard-table__rule">{result.qualification.label}</span>
        </>
      }
      className="data-table--ranked leaderboard-table"
      busy={busy}
    >
      <thead>
        <tr>
          <th scope="col">Rank</th>
          <th scope="col" className="text-left">
            Player
          </th>
          <th scope="col" aria-sort={result.sortDirection === 'asc' ? 'ascending' : 'descending'}>
            {result.sortTitle}
          </th>
          {showGames ? <th scope="col">Games</th> : null}
          <th scope="col" className="text-left">
            Team
          </th>
          {extras.map((s) => (
            <th key={s} scope="col">
              {statName(s)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {result.items.map((item) => (
          <tr key={item.player.slug}>
            <td>{item.rank}</td>
            <th scope="row" className="text-left">
              <Link className="leaderboard-table__player" to={paths.player(item.player.slug)}>
                <ImageWithFallback
                  src={item.player.imageuri}
                  fallbackLabel={`${item.player.firstname} ${item.player.lastname}`}
                  width={32}
                  height={32}
                />
                {item.player.firstname} {item.player.lastname}
              </Link>
            </th>
            <td className="leaderboard-table__sorted">{sortedText(item)}</td>
            {showGames ? <td>{item.games_played}</td> : null}
            <td className="text-left">{item.player.team_name ?? '- -'}</td>
            {extras.map((s) => (
              <td key={s}>{formatStatField(s, item[s])}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </TableRegion>
  );
}
