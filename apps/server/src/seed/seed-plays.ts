import { sql } from 'drizzle-orm';
import { playByPlayEvents } from '../db/schema/index';
import { insertRows, rowsOf, type Executor } from '../db/bulk-insert';
import { generatePlays, type LineForPlays } from './plays-gen';
import type { Rng } from './random';

/** Whose games get play-by-play: the top trending players, their latest few games each. */
const TRENDING_PLAYERS = 4;
const GAMES_EACH = 3;

/**
 * Play-by-play for the latest games of the top trending players (decision 0021), for both teams,
 * generated from the box scores those games already hold, so the events add up to them exactly
 * whatever world the seed built. Reads the database rather than the seed's in-memory world: it
 * depends only on what the earlier steps wrote.
 */
export async function seedPlays(
  db: Executor,
  root: Rng,
): Promise<{ games: number; events: number }> {
  const picked = rowsOf<{ game_id: number; league: string }>(
    await db.execute(sql`
      select distinct g.id as game_id, l.name as league
      from (select id from players where trending_rank is not null
            order by trending_rank limit ${TRENDING_PLAYERS}) p
      cross join lateral (
        select s.game_id from player_game_stats s where s.player_id = p.id
        order by s.game_date desc, s.game_id desc limit ${GAMES_EACH}) s
      join games g on g.id = s.game_id join leagues l on l.id = g.league_id
      order by g.id`),
  );
  if (!picked.length) return { games: 0, events: 0 };
  const ids = sql.join(
    picked.map((p) => sql`${p.game_id}::int`),
    sql`, `,
  );
  const lines = rowsOf<LineForPlays & { gameId: number }>(
    await db.execute(sql`
      select game_id as "gameId", player_id as "playerId", team_id as "teamId", fgm, fga,
        three_pm as "threePm", three_pa as "threePa", ftm, fta, oreb, dreb, ast, st, blks,
        turnovers, fouls
      from player_game_stats where game_id in (${ids}) and team_id is not null
      order by game_id, player_id`),
  );
  const rows: (typeof playByPlayEvents.$inferInsert)[] = [];
  for (const { game_id: gameId, league } of picked) {
    const plays = generatePlays(
      league,
      lines.filter((l) => l.gameId === gameId),
      root.fork(`plays:${gameId}`),
    );
    plays.forEach((p, i) => rows.push({ gameId, seq: i + 1, ...p }));
  }
  await insertRows(db, playByPlayEvents, rows);
  return { games: picked.length, events: rows.length };
}
