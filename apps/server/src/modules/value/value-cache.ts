import { cacheKey, childKey, type Cache } from '../../lib/cache';
import { keyOf } from '../../plugins/route-cache';
import { playerListsChanged } from '../players/index';
import { boxScoreDerivedKey } from '../stats/index';

// The value module's cache keys and what drops them. A player's value is derived from the box
// scores (so an import drops every value, through the stats group), from follows and from the
// portal's following (those drop the player's own values); views, items and films turn over
// with the minute's TTL.
export const valueKeys = {
  method: cacheKey('value', 'method'),
  player: (slug: string) => boxScoreDerivedKey('value', slug),
  playerQuery: (slug: string, query: object) => keyOf(boxScoreDerivedKey('value', slug), query),
  /** The value and range alone (share cards), under the player's key: dropped with her value. */
  range: (slug: string, asOf: string) => childKey(boxScoreDerivedKey('value', slug), 'range', asOf),
  /** The Value boards: dropped by an import (the stats group) and by any player's value moving. */
  boards: boxScoreDerivedKey('value-board'),
  board: (query: object) => keyOf(boxScoreDerivedKey('value-board'), query),
};

/** The player's fans or reported following changed: their value and what-ifs are stale. */
export async function playerValueChanged(cache: Cache, slug: string): Promise<void> {
  await cache.invalidate(valueKeys.player(slug));
  // The stored board itself refreshes within the hour (value-board.service.ts).
  await cache.invalidate(valueKeys.boards);
}

/** A season's stored Value board was rebuilt (value-board.service.ts): its answers are stale. */
export async function valueBoardsChanged(cache: Cache): Promise<void> {
  await cache.invalidate(valueKeys.boards);
  // The players lists show the stored boards' values too.
  await playerListsChanged(cache);
}
