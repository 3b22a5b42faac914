import { sql, type SQL } from 'drizzle-orm';
import type { FollowType } from '@hoopdex/contract';

// What other modules may ask of the follows table, as SQL they compose into one statement: the
// alerts fan out to 50,000 followers in a single INSERT … SELECT, so these are subqueries, not
// lists of ids. The follows module alone knows how follows are stored.

/** `select user_id`: the users who follow any of the targets. */
export function followersOf(targets: { type: FollowType; id: number }[]): SQL {
  const pairs = targets.map((f) => sql`(${f.type}, ${f.id})`);
  if (pairs.length === 0) return sql`select null::text as user_id where false`;
  return sql`select f.user_id from follows f
             where (f.follow_type, f.target_id) in (${sql.join(pairs, sql`, `)})`;
}

/** `select user_id, player_id`: every follow of a player, to join on the player. */
export function playerFollowers(): SQL {
  return sql`select f.user_id, f.target_id as player_id from follows f where f.follow_type = 'player'`;
}
