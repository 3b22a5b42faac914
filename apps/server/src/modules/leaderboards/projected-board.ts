import {
  lowerIsBetter,
  rankStatistics,
  type LeaderboardItem,
  type LeaderboardQuery,
  type LeaderboardResult,
  type PlayerStatsRow,
  type ProjectedStat,
  type StatKey,
} from '@hoopdex/contract';
import type { ModuleDeps } from '../../deps';
import { badRequest } from '../../lib/http';
import { resolveLeagueId } from '../organizations/index';
import { leagueProjections } from '../projections/index';
import {
  datasetQualification,
  filterRows,
  loadDataset,
  meetsRule,
  seasonRowsBefore,
  utcToday,
  type RowFilter,
} from '../stats/index';

// The projected leaderboard (issue 32): the season's qualified players as of a date, ranked by
// their projected rest-of-season average of the statistic (the projections model, decision
// 0026), each with its 80 % range. Qualification and the rows beside the projection are the
// season's games before the date: nothing on or after it is read.

/** The statistic a projected board ranks by: every per-game average the model projects. */
const projectedOf: Partial<Record<string, ProjectedStat>> = {
  pts_average: 'pts',
  reb_average: 'reb',
  ast_average: 'ast',
  three_pm_average: 'three_pm',
  st_average: 'st',
  blks_average: 'blks',
  turnovers_average: 'turnovers',
  fg_percent_average: 'fg_percent',
  three_point_percent_average: 'three_point_percent',
  ft_percent_average: 'ft_percent',
};

type SortField = LeaderboardResult['sortField'];
const round = (v: number) => Math.round(v * 100) / 100;

/** Checks what only the actual board accepts; answers the statistic ranked (points by default). */
export function projectedSort(q: LeaderboardQuery): { sortField: SortField; stat: ProjectedStat } {
  if (q.interval_code !== 'latest_season')
    throw badRequest(
      'Projected rankings are season rankings: use interval_code=latest_season',
      'view',
    );
  const sortField: SortField = q.statistic ?? 'pts_average';
  const stat = projectedOf[sortField];
  if (!stat) throw badRequest('This statistic has no projection', 'statistic');
  return { sortField, stat };
}

export async function projectedLeaderboard(
  deps: Pick<ModuleDeps, 'db' | 'cache'>,
  q: LeaderboardQuery,
): Promise<LeaderboardResult> {
  const { sortField, stat } = projectedSort(q);
  const leagueId = await resolveLeagueId(deps, q.organization_id);
  const asOf = q.as_of ?? utcToday();
  const [projections, ds] = await Promise.all([
    leagueProjections(deps, leagueId, asOf),
    loadDataset(deps, leagueId, 'latest_season'),
  ]);
  const rows = projections ? await seasonRowsBefore(deps, leagueId, projections.season, asOf) : [];
  const rule = datasetQualification(
    { leagueCode: ds.leagueCode, window: { intervalCode: 'latest_season' }, rows },
    [sortField],
    q.min_games === undefined ? undefined : Math.max(1, q.min_games),
  );
  const byPlayer = new Map(projections?.players.map((p) => [p.playerId, p.ros[stat]]));
  const filter: RowFilter = { position: q.position, school_year: q.school_year };
  const direction = lowerIsBetter.includes(stat as StatKey) ? 'asc' : 'desc';
  const sign = direction === 'asc' ? 1 : -1;
  const ranked = filterRows(rows, filter)
    .filter((r) => meetsRule(r, rule))
    .flatMap((row) => {
      const p = byPlayer.get(row.player_id);
      return p ? [{ row, p }] : [];
    })
    // Exact means, best first; equal means by name then id, so pages never reshuffle.
    .sort(
      (a, b) =>
        sign * (a.p.mean - b.p.mean) ||
        a.row.lastname.localeCompare(b.row.lastname) ||
        a.row.player_id - b.row.player_id,
    );
  const page = ranked.slice(q.offset, q.offset + q.limit);
  const season = projections?.season;
  const before = dayBefore(asOf);
  const lastDay = season ? (season.end_date < before ? season.end_date : before) : null;
  return {
    start_date: season?.start_date ?? null,
    end_date: lastDay,
    intervalCode: 'latest_season',
    items: page.map((x, i) => toItem(x.row, rankAt(ranked, q.offset + i), x.p)),
    sortField,
    sortTitle: `Projected ${rankStatistics.find((s) => s.value === sortField)?.name ?? 'Points'}`,
    sortDirection: direction,
    title: 'Season Leaderboard',
    min_games: rule.min_games,
    qualification: rule,
    total: ranked.length,
    view: 'projected',
    ...(season ? { projection: { as_of: asOf, season: season.label } } : {}),
  };
}

const dayBefore = (day: string) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
};

/** Competition rank on the exact projected means: 1 + the players strictly ahead. */
function rankAt(sorted: readonly { p: { mean: number } }[], index: number): number {
  const v = sorted[index]!.p.mean;
  let i = index;
  while (i > 0 && sorted[i - 1]!.p.mean === v) i--;
  return i + 1;
}

function toItem(
  row: PlayerStatsRow,
  rank: number,
  p: { mean: number; p10: number; p90: number },
): LeaderboardItem {
  const { slug, firstname, lastname, imageuri, team_name, position, school_year } = row;
  return {
    ...row,
    rank,
    value: round(p.mean),
    projected: { mean: round(p.mean), p10: round(p.p10), p90: round(p.p90) },
    player: { slug, firstname, lastname, imageuri, team_name, position, school_year },
  };
}
