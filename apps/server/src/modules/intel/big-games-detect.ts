import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sqlRows } from '../../db/sql-rows';
import { GAME_SCORE_SQL } from '../stats/index';

// Big games (docs/decisions/0008-prospect-intelligence.md). A box-score line is big when
// - its Game Score is in the top 1 % of its league's season: gs >= percentile_cont(0.99) of the
//   Game Scores of every line of that league and season (computed by PostgreSQL), once the
//   season has TOP_MIN_SEASON_LINES lines (the top 1 % of 20 lines is just the best line, and
//   when they tie, every line);
// - it beats (strictly) the player's best points, rebounds or assists of all their earlier
//   games, in any league, once they have at least PERSONAL_BEST_MIN_EARLIER earlier games (a
//   player's second game is not a "career high"), but only for a player whose career our data
//   holds from its first game (players.history_complete, decision 0032);
// - for any other player (every imported one: a 2022 WNBA veteran's earlier years are not
//   ours), the same over the line's own season: a "season high", never a false career high;
// - or it is a triple-double (10+ in three of pts, reb, ast, st, blks) or else a double-double.

/** Share of a league season's lines above the Game Score threshold. */
export const TOP_GAME_SCORE_SHARE = 0.01;
/** Lines a league season needs before its top 1 % means anything. */
export const TOP_MIN_SEASON_LINES = 100;
/** Earlier games a player needs before a line can be a personal best. */
export const PERSONAL_BEST_MIN_EARLIER = 5;

export interface BigGameDetection {
  /** Ids of the big games that did not exist before this call, ascending: what alerts announce. */
  inserted: number[];
  /** Big games of the scope removed because their line no longer qualifies. */
  removed: number;
  /** Big games in the scope after the call. */
  total: number;
}

const tens = ['pts', 'reb', 'ast', 'st', 'blks'].map((c) => `(s.${c} >= 10)::int`).join(' + ');

/** A career high when the player's whole career is ours, else a season high (decision 0032). */
function personalBest(stat: 'pts' | 'reb' | 'ast'): SQL {
  // Only column names and an integer constant go into the raw text.
  const min = Math.trunc(PERSONAL_BEST_MIN_EARLIER);
  return sql.raw(`case
      when h.whole then case when h.earlier >= ${min} and h.${stat} > h.best_${stat}
        then 'career_high_${stat}' end
      when h.s_earlier >= ${min} and h.${stat} > h.s_best_${stat} then 'season_high_${stat}'
    end`);
}

/**
 * Every big game of the given leagues (all leagues when omitted) as a query: one row per big
 * line with its reasons. The personal-best windows read each concerned player's whole history.
 */
export function bigGameLinesSql(leagueIds: number[] | undefined): SQL {
  const inScope = leagueIds
    ? sql`s.league_id in (${sql.join(
        leagueIds.map((id) => sql`${id}::int`),
        sql`, `,
      )})`
    : sql`true`;
  return sql`with lines as (
      select s.id, s.player_id, s.league_id, s.season_id, s.game_id, s.game_date,
        -- Unrounded: the top-1 % cut compares exact Game Scores (DESIGN convention 19); the
        -- list rounds what it shows.
        (${sql.raw(GAME_SCORE_SQL)})::float8 as gs, ${sql.raw(tens)} as tens
      from player_game_stats s where ${inScope}
    ), threshold as (
      select league_id, season_id,
        case when count(*) >= ${TOP_MIN_SEASON_LINES}::int then
          percentile_cont(${1 - TOP_GAME_SCORE_SHARE}::float8) within group (order by gs) end as p99
      from lines group by league_id, season_id
    ), history as (
      -- w: every earlier game of the player (a career); ws: the earlier games of the line's
      -- season (season ids are per league, so the season is the league's).
      select s.id, s.pts, s.reb, s.ast, p.history_complete as whole,
        count(*) over w as earlier, max(s.pts) over w as best_pts,
        max(s.reb) over w as best_reb, max(s.ast) over w as best_ast,
        count(*) over ws as s_earlier, max(s.pts) over ws as s_best_pts,
        max(s.reb) over ws as s_best_reb, max(s.ast) over ws as s_best_ast
      from player_game_stats s
      join players p on p.id = s.player_id
      where s.player_id in (select player_id from lines)
      window w as (partition by s.player_id order by s.game_date, s.game_id
          rows between unbounded preceding and 1 preceding),
        ws as (partition by s.player_id, s.season_id order by s.game_date, s.game_id
          rows between unbounded preceding and 1 preceding)
    ), flagged as (
      select l.id, l.player_id, l.league_id, l.game_id, l.game_date, l.gs,
        array_remove(array[
          case when l.gs >= t.p99 then 'top_game_score' end,
          ${personalBest('pts')}, ${personalBest('reb')}, ${personalBest('ast')},
          case when l.tens >= 3 then 'triple_double' when l.tens = 2 then 'double_double' end
        ]::text[], null) as reasons
      from lines l
      join threshold t on t.league_id = l.league_id and t.season_id = l.season_id
      join history h on h.id = l.id
    )
    select * from flagged where cardinality(reasons) > 0`;
}

/**
 * Brings big_games in step with the box scores of the given leagues (all when omitted) and
 * returns the ids that are NEW. Call it after box scores change, inside the import's
 * transaction (so concurrent imports, serialized by its lock, never race here): the box-score
 * import does, for the leagues its file touched. A line that stays big keeps its row and
 * detected_at; one that no longer qualifies loses it (and is new again should it qualify later).
 */
export async function detectBigGames(
  db: Database,
  scope: { leagueIds?: number[] } = {},
): Promise<BigGameDetection> {
  const leagueIds = scope.leagueIds ? [...new Set(scope.leagueIds)] : undefined;
  if (leagueIds && leagueIds.length === 0) return { inserted: [], removed: 0, total: 0 };
  const inScope = leagueIds
    ? sql`b.league_id in (${sql.join(
        leagueIds.map((id) => sql`${id}::int`),
        sql`, `,
      )})`
    : sql`true`;
  // Inside the caller's transaction these last until its end: the league's lines sort in memory
  // (~220,000 lines spilled to disk at the default 4 MB), and JIT compiling the statement costs
  // more (~0.3 s) than it saves here.
  await db.execute(
    sql`select set_config('work_mem', '64MB', true), set_config('jit', 'off', true)`,
  );
  // One statement (data-modifying CTEs share one snapshot): find, drop the stale, upsert.
  const [row] = await sqlRows<{ inserted: number[] | null; removed: number; total: number }>(
    db,
    sql`with found as (${bigGameLinesSql(leagueIds)}),
      removed as (
        delete from big_games b where ${inScope}
          and not exists (select 1 from found f where f.id = b.id) returning b.id
      ), upserted as (
        insert into big_games (id, player_id, league_id, game_id, game_date, reasons, game_score)
        select id, player_id, league_id, game_id, game_date, reasons, gs from found
        on conflict (id) do update set player_id = excluded.player_id,
          league_id = excluded.league_id, game_id = excluded.game_id,
          game_date = excluded.game_date, reasons = excluded.reasons,
          game_score = excluded.game_score
        where (big_games.reasons, big_games.game_score, big_games.game_date)
          is distinct from (excluded.reasons, excluded.game_score, excluded.game_date)
        returning id, (xmax = 0) as inserted
      )
      select (select array_agg(id order by id) from upserted where inserted) as inserted,
        (select count(*) from removed)::int as removed,
        (select count(*) from found)::int as total`,
  );
  return { inserted: row?.inserted ?? [], removed: row?.removed ?? 0, total: row?.total ?? 0 };
}
