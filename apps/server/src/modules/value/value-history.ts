import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sqlRows } from '../../db/sql-rows';
import { PRODUCTION_WEIGHTS, productionStats } from './value-method';

// Everything a player's value is computed from, besides the projected line (performance-source),
// loaded once for a whole season so the ledger's weekly points are derived in memory. Dates are
// ISO strings (cast to text in SQL: the two drivers parse `date` differently).

/** The production of one box-score line, from value-method's weights (constants, so sql.raw). */
export const PRODUCTION_SQL = productionStats
  .map((k) => `${PRODUCTION_WEIGHTS[k]} * s.${k}`)
  .join(' + ');

export interface PlayerRef {
  id: number;
  slug: string;
  name: string;
  leagueId: number;
  leagueCode: string;
  leagueLabel: string;
  level: string;
  fanCount: number;
}

export interface PlayerGame {
  gameId: number;
  date: string;
  production: number;
}

export interface ValueHistory {
  player: PlayerRef;
  seasonId: number;
  /** The season's games of the player before as_of, oldest first. */
  games: PlayerGame[];
  /** The league's season production per game day: [date, sum, lines], oldest first. */
  leagueDays: Array<[string, number, number]>;
  bigGames: Array<{ gameId: number; date: string }>;
  /** Films of the player's games: the day each became ready to watch, and its game. */
  films: Array<{ gameId: number; gameDate: string; since: string }>;
  /** Follows of the player by day, from the season's first game on. */
  followsByDay: Array<[string, number]>;
  /** Items tagging the player: published day and views counted now. */
  items: Array<{ id: number; published: string; views: number }>;
  /** Views of those items recorded per day (video_views) from the season's first game on, by the item's published day. */
  viewsByDay: Array<{ day: string; published: string; n: number }>;
  social: Array<{ platform: string; followers: number; verified: boolean; since: string }>;
}

export async function findPlayerRef(db: Database, slug: string): Promise<PlayerRef | null> {
  const [row] = await sqlRows<PlayerRef>(
    db,
    sql`select p.id, p.slug, p.firstname || ' ' || p.lastname as name, p.league_id as "leagueId",
        l.name as "leagueCode", l.display_name as "leagueLabel", l.level, p.fan_count as "fanCount"
      from players p join leagues l on l.id = p.league_id where p.slug = ${slug}`,
  );
  return row ?? null;
}

/** The season of the player's latest game before `asOf`, and its data; null with no game. */
export async function loadValueHistory(
  db: Database,
  player: PlayerRef,
  asOf: string,
): Promise<ValueHistory | null> {
  return (await loadValueHistories(db, [player], asOf)).get(player.id) ?? null;
}

type Grouped<T> = Map<number, T[]>;
/** Rows by their `pid` column, each player's in the order read. */
function byPlayer<T extends { pid: number }>(rows: readonly T[]): Grouped<Omit<T, 'pid'>> {
  const out: Grouped<Omit<T, 'pid'>> = new Map();
  for (const { pid, ...rest } of rows) {
    const list = out.get(pid);
    if (list) list.push(rest);
    else out.set(pid, [rest]);
  }
  return out;
}

/**
 * loadValueHistory for many players in one read per kind (a board or a recompute values
 * hundreds: ten queries for each was most of its time, on PGlite's one query at a time).
 * `leagueDaysCache` keeps the league's days across calls (per league, season and date).
 * Players without a game before `asOf` are not in the answer.
 */
export async function loadValueHistories(
  db: Database,
  players: readonly PlayerRef[],
  asOf: string,
  leagueDaysCache = new Map<string, Promise<ValueHistory['leagueDays']>>(),
): Promise<Map<number, ValueHistory>> {
  if (!players.length) return new Map();
  const ids = sql`${`{${players.map((p) => p.id).join(',')}}`}::int[]`;
  // Each player's latest season before as_of, and her first game in it (where follows and
  // views are counted from).
  const seasons = sql`latest as (
      select distinct on (player_id) player_id, season_id, league_id from player_game_stats
      where player_id = any(${ids}) and game_date < ${asOf}::date
      order by player_id, game_date desc),
    firsts as (
      select s.player_id, min(s.game_date) as first_date from player_game_stats s
        join latest l on l.player_id = s.player_id and l.season_id = s.season_id
      where s.game_date < ${asOf}::date group by s.player_id)`;
  const latest = await sqlRows<{ pid: number; season_id: number; league_id: number }>(
    db,
    sql`with ${seasons} select player_id as pid, season_id, league_id from latest`,
  );
  if (!latest.length) return new Map();
  const [games, bigGames, films, follows, items, views, social] = await Promise.all([
    sqlRows<{ pid: number; game_id: number; date: string; production: number }>(
      db,
      sql`with ${seasons}
        select s.player_id as pid, s.game_id, s.game_date::text as date,
          (${sql.raw(PRODUCTION_SQL)})::float8 as production
        from player_game_stats s
          join latest l on l.player_id = s.player_id and l.season_id = s.season_id
        where s.game_date < ${asOf}::date
        order by s.player_id, s.game_date, s.game_id`,
    ),
    sqlRows<{ pid: number; gameId: number; date: string }>(
      db,
      sql`select player_id as pid, game_id as "gameId", game_date::text as date from big_games
        where player_id = any(${ids}) and game_date < ${asOf}::date order by player_id, game_date`,
    ),
    sqlRows<{ pid: number; gameId: number; gameDate: string; since: string }>(
      db,
      sql`select s.player_id as pid, f.game_id as "gameId", s.game_date::text as "gameDate",
          (f.created_at at time zone 'UTC')::date::text as since
        from game_films f join player_game_stats s on s.game_id = f.game_id
        where s.player_id = any(${ids}) and f.state = 'ready'
        order by s.player_id, s.game_date, f.game_id`,
    ),
    sqlRows<{ pid: number; day: string; n: number }>(
      db,
      sql`with ${seasons}
        select f.target_id as pid, (f.created_at at time zone 'UTC')::date::text as day,
          count(*)::int as n
        from follows f join firsts x on x.player_id = f.target_id
        where f.follow_type = 'player' and f.created_at >= x.first_date
        group by 1, 2 order by 1, 2`,
    ),
    sqlRows<{ pid: number; id: number; published: string; views: number }>(
      db,
      sql`select cp.player_id as pid, c.id,
          (c.publishedat at time zone 'UTC')::date::text as published, c.view_count as views
        from content_players cp join content_items c on c.id = cp.content_id
        where cp.player_id = any(${ids})
        order by cp.player_id, c.id`,
    ),
    sqlRows<{ pid: number; day: string; published: string; n: number }>(
      db,
      sql`with ${seasons}
        select cp.player_id as pid, (v.viewed_at at time zone 'UTC')::date::text as day,
          (c.publishedat at time zone 'UTC')::date::text as published, count(*)::int as n
        from video_views v join content_players cp on cp.content_id = v.content_id
          join content_items c on c.id = v.content_id
          join firsts x on x.player_id = cp.player_id
        where v.viewed_at >= x.first_date
        group by 1, 2, 3 order by 1, 2, 3`,
    ),
    sqlRows<{ pid: number; platform: string; followers: number; verified: boolean; since: string }>(
      db,
      sql`select player_id as pid, platform, followers, verified,
          (updated_at at time zone 'UTC')::date::text as since
        from player_social_following where player_id = any(${ids})
        order by player_id, platform`,
    ),
  ]);
  const [gamesOf, bigOf, filmsOf, followsOf, itemsOf, viewsOf, socialOf] = [
    byPlayer(games),
    byPlayer(bigGames),
    byPlayer(films),
    byPlayer(follows),
    byPlayer(items),
    byPlayer(views),
    byPlayer(social),
  ];
  const refs = new Map(players.map((p) => [p.id, p]));
  const out = new Map<number, ValueHistory>();
  for (const { pid, season_id: seasonId, league_id: leagueId } of latest) {
    const leagueKey = `${leagueId}:${seasonId}:${asOf}`;
    let leagueDays = leagueDaysCache.get(leagueKey);
    if (!leagueDays) {
      leagueDays = loadLeagueDays(db, leagueId, seasonId, asOf);
      leagueDaysCache.set(leagueKey, leagueDays);
    }
    out.set(pid, {
      player: refs.get(pid)!,
      seasonId,
      games: (gamesOf.get(pid) ?? []).map((g) => ({
        gameId: g.game_id,
        date: g.date,
        production: g.production,
      })),
      leagueDays: await leagueDays,
      bigGames: bigOf.get(pid) ?? [],
      films: filmsOf.get(pid) ?? [],
      followsByDay: (followsOf.get(pid) ?? []).map((r) => [r.day, r.n]),
      items: itemsOf.get(pid) ?? [],
      viewsByDay: viewsOf.get(pid) ?? [],
      social: socialOf.get(pid) ?? [],
    });
  }
  return out;
}

/** The league's production per game day of one season before `asOf`. */
async function loadLeagueDays(db: Database, leagueId: number, seasonId: number, asOf: string) {
  const rows = await sqlRows<{ day: string; total: number; lines: number }>(
    db,
    sql`select s.game_date::text as day, sum(${sql.raw(PRODUCTION_SQL)})::float8 as total,
        count(*)::int as lines
      from player_game_stats s
      where s.league_id = ${leagueId} and s.season_id = ${seasonId} and s.game_date < ${asOf}::date
      group by 1 order by 1`,
  );
  return rows.map((r): [string, number, number] => [r.day, r.total, r.lines]);
}
