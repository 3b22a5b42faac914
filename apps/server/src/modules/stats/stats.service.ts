import {
  intervalCodes,
  type GameLogRow,
  type IntervalCode,
  type PlayerStatsRow,
} from '@hoopdex/contract';
import { eq, sql } from 'drizzle-orm';
import type { ServiceDeps } from '../../deps';
import { players } from '../../db/schema/index';
import { badRequest, notFound } from '../../lib/http';
import { sqlRows } from '../../db/sql-rows';
import { resolveLeagueId } from '../organizations/index';
import { GAME_SCORE_SQL } from './stats-aggregate';
import { loadDataset, rowOfPlayer, type StatsDataset } from './stats-dataset';
import { filterRows, nameFilter, sortRows, type RowFilter, type RowSort } from './stats-table';
import { intervalWindow, utcToday } from './stats-window';
import { GAME_JOINS, OPPONENT_NAME } from './game-join';
import { playerRefKey } from './stats-cache';

/** id and league of a slug, cached briefly: every per-player stats call starts here. */
async function playerRef(deps: ServiceDeps, slug: string) {
  const ref = await deps.cache.wrap(playerRefKey(slug), 60, async () => {
    const [row] = await deps.db.db
      .select({ id: players.id, leagueId: players.leagueId })
      .from(players)
      .where(eq(players.slug, slug))
      .limit(1);
    return row ?? null;
  });
  if (!ref) throw notFound('Player not found', 'slug');
  return ref;
}

/** A player's row of their league's dataset for the interval (all zeros/nulls without games). */
export async function playerStats(
  deps: ServiceDeps,
  slug: string,
  interval: IntervalCode,
): Promise<{ row: PlayerStatsRow; dataset: StatsDataset }> {
  const ref = await playerRef(deps, slug);
  const dataset = await loadDataset(deps, ref.leagueId, interval);
  const row = rowOfPlayer(dataset, ref.id);
  if (!row) throw notFound('Player not found', 'slug');
  return { row, dataset };
}

/**
 * A player's box scores for one season (default: the league's current one), or of every season
 * (scope career: "the last 10 games" a player played, even across a season's start), newest first.
 */
export async function playerGames(
  deps: ServiceDeps,
  slug: string,
  q: {
    season?: number | undefined;
    scope?: 'season' | 'career' | undefined;
    limit: number;
    offset: number;
  },
): Promise<{ rows: GameLogRow[]; total: number }> {
  const ref = await playerRef(deps, slug);
  let where = sql`s.player_id = ${ref.id}`;
  if (q.scope !== 'career') {
    const seasonId =
      q.season ??
      (await intervalWindow(deps.db.db, ref.leagueId, 'latest_season', utcToday())).season_id;
    if (seasonId == null) return { rows: [], total: 0 };
    where = sql`${where} and s.season_id = ${seasonId}`;
  }
  const [rows, [count]] = await Promise.all([
    sqlRows<GameLogRow>(
      deps.db.db,
      sql`select s.game_id, s.game_date::text as game_date, s.season_id, se.label as season_label,
        t.name as team_name, coalesce(s.team_id = g.home_team_id, false) as home,
        ${OPPONENT_NAME} as opponent_name,
        case when s.team_id = g.home_team_id then g.home_score else g.away_score end::int as team_score,
        case when s.team_id = g.home_team_id then g.away_score else g.home_score end::int as opponent_score,
        s.minutes, s.pts, s.ast, s.reb, s.oreb, s.dreb, s.st, s.blks, s.turnovers, s.fouls,
        s.fgm, s.fga, s.ftm, s.fta, s.three_pm, s.three_pa,
        round(${sql.raw(GAME_SCORE_SQL)}, 1)::float8 as game_score,
        -- Unrounded, for ranking a player's games (Ask's best games); not in the contract, so
        -- never sent.
        ${sql.raw(GAME_SCORE_SQL)}::float8 as game_score_exact,
        case when b.id is null then null
          else jsonb_build_object('id', b.id, 'reasons', b.reasons) end as big_game,
        exists (select 1 from play_by_play_events e
          where e.game_id = s.game_id and e.player_id = s.player_id) as has_plays
      from player_game_stats s
      left join big_games b on b.id = s.id
      ${GAME_JOINS}
      join seasons se on se.id = s.season_id
      where ${where}
      order by s.game_date desc, s.game_id desc
      limit ${q.limit} offset ${q.offset}`,
    ),
    sqlRows<{ n: number }>(
      deps.db.db,
      sql`select count(*)::int as n from player_game_stats s where ${where}`,
    ),
  ]);
  return {
    rows: rows.map((r) => ({
      ...r,
      result: r.team_score > r.opponent_score ? 'W' : r.team_score < r.opponent_score ? 'L' : 'T',
    })),
    total: count?.n ?? 0,
  };
}

/** One value of a filter field that selects the dataset: bare or {"eq": v}, nothing else. */
function single(filter: RowFilter, field: string): unknown {
  const cond = filter[field];
  delete filter[field];
  if (cond === undefined || cond === null || typeof cond !== 'object') return cond ?? undefined;
  const ops = Object.keys(cond);
  if (ops.length === 1 && ops[0] === 'eq') return (cond as { eq: unknown }).eq;
  throw badRequest(`${field} takes a single value`, `filter.${field}`);
}

/** playerStatsTotals: choose league and interval from the filter, then filter, sort and page. */
export async function statsTotals(
  deps: ServiceDeps,
  q: { filter?: RowFilter | undefined; sort?: RowSort | undefined; limit: number; offset: number },
) {
  const filter = { ...(q.filter ?? {}) };
  const org = single(filter, 'organization_id') ?? single(filter, 'league_id');
  const interval = single(filter, 'interval_code') ?? 'latest_season';
  if (!intervalCodes.includes(interval as IntervalCode)) {
    throw badRequest(
      `interval_code must be one of ${intervalCodes.join(', ')}`,
      'filter.interval_code',
    );
  }
  if (org !== undefined && typeof org !== 'number')
    throw badRequest('must be a number', 'filter.organization_id');
  const leagueId = await resolveLeagueId(deps, org, 'filter.organization_id');
  const dataset = await loadDataset(deps, leagueId, interval as IntervalCode);
  return tableOf(dataset, filter, q);
}

/**
 * Sort the whole dataset (memoized), keep the matches, return one page and the total.
 * Default order: performance, best first.
 */
export function tableOf(
  dataset: StatsDataset,
  filter: RowFilter | undefined,
  q: { sort?: RowSort | undefined; limit: number; offset: number; q?: string | undefined },
) {
  const sort = q.sort && Object.keys(q.sort).length ? q.sort : ({ performance: 'desc' } as RowSort);
  const matches = nameFilter(filterRows(sortRows(dataset.rows, sort), filter), q.q);
  return { rows: matches.slice(q.offset, q.offset + q.limit), total: matches.length, matches };
}
