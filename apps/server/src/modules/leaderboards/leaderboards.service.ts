import {
  intervalLabels,
  lowerIsBetter,
  rankStatistics,
  type LeaderboardItem,
  type LeaderboardQuery,
  type LeaderboardResult,
  type PlayerStatsRow,
  type StatKey,
} from '@hoopdex/contract';
import type { ModuleDeps } from '../../deps';
import { resolveLeagueId } from '../organizations/index';
import { datasetQualification, meetsRule } from '../stats/index';
import { loadDataset } from '../stats/index';
import { exactValue, filterRows, sortRows, type RowFilter } from '../stats/index';

type SortField = LeaderboardResult['sortField'];
const valueOf = (r: PlayerStatsRow, f: SortField) =>
  (r as unknown as Record<string, number | null>)[f] ?? null;

/**
 * A leaderboard: players of a league who qualify (stats/qualification.ts: games, and makes for
 * a percentage; `min_games` overrides the games part), filtered by position / class, ranked by the chosen statistic or by
 * performance. Highest first, except turnovers: fewest first, so rank 1 is always the best.
 */
export async function leaderboard(
  deps: Pick<ModuleDeps, 'db' | 'cache'>,
  q: LeaderboardQuery,
): Promise<LeaderboardResult> {
  const leagueId = await resolveLeagueId(deps, q.organization_id);
  const ds = await loadDataset(deps, leagueId, q.interval_code);
  const sortField: SortField = q.statistic ?? 'performance';
  const statKey = sortField.replace(/_average$/, '') as StatKey;
  const direction = lowerIsBetter.includes(statKey) ? 'asc' : 'desc';
  const rule = datasetQualification(
    ds,
    [sortField],
    q.min_games === undefined ? undefined : Math.max(1, q.min_games),
  );
  const filter: RowFilter = { position: q.position, school_year: q.school_year };
  const ranked = filterRows(sortRows(ds.rows, { [sortField]: direction }), filter).filter((r) =>
    meetsRule(r, rule),
  );
  const page = ranked.slice(q.offset, q.offset + q.limit);
  return {
    start_date: ds.window.start_date,
    end_date: ds.window.end_date,
    intervalCode: q.interval_code,
    items: page.map((row, i) => toItem(row, rankAt(ranked, q.offset + i, sortField), sortField)),
    sortField,
    sortTitle: rankStatistics.find((s) => s.value === sortField)?.name ?? 'Performance',
    sortDirection: direction,
    title: intervalLabels[q.interval_code].title as LeaderboardResult['title'],
    min_games: rule.min_games,
    qualification: rule,
    total: ranked.length,
  };
}

/**
 * Competition rank: 1 + the number of players strictly ahead. Equal exact values share a rank;
 * equal shown values do not (20.447 and 20.412 both show 20.4 and rank 4th and 5th).
 */
function rankAt(sorted: PlayerStatsRow[], index: number, field: SortField): number {
  const v = exactValue(sorted[index] as PlayerStatsRow, field);
  let i = index;
  while (i > 0 && exactValue(sorted[i - 1] as PlayerStatsRow, field) === v) i--;
  return i + 1;
}

function toItem(row: PlayerStatsRow, rank: number, field: SortField): LeaderboardItem {
  const { slug, firstname, lastname, imageuri, team_name, position, school_year } = row;
  return {
    ...row,
    rank,
    value: valueOf(row, field),
    player: { slug, firstname, lastname, imageuri, team_name, position, school_year },
  };
}
