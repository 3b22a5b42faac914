import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sqlRows } from '../../db/sql-rows';

// What other modules (the alerts) may ask of the scouting boards. The scouting module alone
// knows how boards and their items are stored.

/** `select user_id`: the scouts with the player on one of their boards. */
export function boardOwnersWithPlayer(playerId: number): SQL {
  return sql`select b.user_id from scout_board_items i
             join scout_boards b on b.id = i.board_id
             where i.player_id = ${playerId}`;
}

/** Which of the players are on somebody's board (one query for the lot). */
export async function playersOnBoards(db: Database, playerIds: number[]): Promise<Set<number>> {
  if (!playerIds.length) return new Set();
  const ids = playerIds.map((id) => sql`${id}`);
  const rows = await sqlRows<{ player_id: number }>(
    db,
    sql`select distinct player_id from scout_board_items
        where player_id in (${sql.join(ids, sql`, `)})`,
  );
  return new Set(rows.map((r) => Number(r.player_id)));
}
