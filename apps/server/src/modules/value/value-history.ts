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
  leagueDaysCache?: Map<string, Promise<ValueHistory['leagueDays']>>,
): Promise<ValueHistory | null> {
  const [latest] = await sqlRows<{ season_id: number; league_id: number }>(
    db,
    sql`select season_id, league_id from player_game_stats
      where player_id = ${player.id} and game_date < ${asOf}::date
      order by game_date desc limit 1`,
  );
  if (!latest) return null;
  const seasonId = latest.season_id;
  const games = await sqlRows<{ game_id: number; date: string; production: number }>(
    db,
    sql`select s.game_id, s.game_date::text as date, (${sql.raw(PRODUCTION_SQL)})::float8 as production
      from player_game_stats s
      where s.player_id = ${player.id} and s.season_id = ${seasonId} and s.game_date < ${asOf}::date
      order by s.game_date, s.game_id`,
  );
  const from = games[0]!.date;
  const leagueKey = `${latest.league_id}:${seasonId}:${asOf}`;
  let leagueDays = leagueDaysCache?.get(leagueKey);
  if (!leagueDays) {
    leagueDays = loadLeagueDays(db, latest.league_id, seasonId, asOf);
    leagueDaysCache?.set(leagueKey, leagueDays);
  }
  const [days, bigGames, films, followsByDay, items, viewsByDay, social] = await Promise.all([
    leagueDays,
    sqlRows<{ gameId: number; date: string }>(
      db,
      sql`select game_id as "gameId", game_date::text as date from big_games
        where player_id = ${player.id} and game_date < ${asOf}::date order by game_date`,
    ),
    sqlRows<{ gameId: number; gameDate: string; since: string }>(
      db,
      sql`select f.game_id as "gameId", s.game_date::text as "gameDate",
          (f.created_at at time zone 'UTC')::date::text as since
        from game_films f join player_game_stats s on s.game_id = f.game_id
        where s.player_id = ${player.id} and f.state = 'ready'`,
    ),
    sqlRows<{ day: string; n: number }>(
      db,
      sql`select (created_at at time zone 'UTC')::date::text as day, count(*)::int as n
        from follows where follow_type = 'player' and target_id = ${player.id}
          and created_at >= ${from}::date
        group by 1 order by 1`,
    ),
    sqlRows<{ id: number; published: string; views: number }>(
      db,
      sql`select c.id, (c.publishedat at time zone 'UTC')::date::text as published,
          c.view_count as views
        from content_players cp join content_items c on c.id = cp.content_id
        where cp.player_id = ${player.id}`,
    ),
    sqlRows<{ day: string; published: string; n: number }>(
      db,
      sql`select (v.viewed_at at time zone 'UTC')::date::text as day,
          (c.publishedat at time zone 'UTC')::date::text as published, count(*)::int as n
        from video_views v join content_players cp on cp.content_id = v.content_id
          join content_items c on c.id = v.content_id
        where cp.player_id = ${player.id} and v.viewed_at >= ${from}::date
        group by 1, 2`,
    ),
    sqlRows<{ platform: string; followers: number; verified: boolean; since: string }>(
      db,
      sql`select platform, followers, verified,
          (updated_at at time zone 'UTC')::date::text as since
        from player_social_following where player_id = ${player.id}`,
    ),
  ]);
  return {
    player,
    seasonId,
    games: games.map((g) => ({ gameId: g.game_id, date: g.date, production: g.production })),
    leagueDays: days,
    bigGames,
    films,
    followsByDay: followsByDay.map((r) => [r.day, r.n]),
    items,
    viewsByDay,
    social,
  };
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
