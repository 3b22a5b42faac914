import { cacheKey, type Cache } from '../../lib/cache';
import { keyOf } from '../../plugins/route-cache';

// The players module's cache keys and what drops them. Lists that show fan counts refresh with
// their TTL of a minute: a follow drops the player's own page only, so one follow does not empty
// every cached list at the rate follows come in.
export const playerKeys = {
  list: (query: object) => keyOf(cacheKey('players', 'list'), query),
  one: (slug: string) => cacheKey('players', 'one', slug),
  gear: (slug: string) => cacheKey('players', 'gear', slug),
  timeline: (slug: string) => cacheKey('players', 'timeline', slug),
};

/** A follow moved the player's fan count: their page is stale. */
export function playerFanCountChanged(cache: Cache, slug: string): Promise<void> {
  return cache.invalidate(playerKeys.one(slug));
}

/** Content tagging players went public or left: their timelines are stale. */
export function playerTimelinesChanged(cache: Cache): Promise<void> {
  return cache.invalidate(cacheKey('players', 'timeline'));
}

/**
 * A Value board was rebuilt: the lists show and sort by its values, so every cached list is
 * stale (else a list's first page, cached from the old board, and its second, read from the new
 * one, would not continue one another).
 */
export function playerListsChanged(cache: Cache): Promise<void> {
  return cache.invalidate(cacheKey('players', 'list'));
}

/** A merge (or its undo) changed who a player is: every player read is stale. */
export function playersChanged(cache: Cache): Promise<void> {
  return cache.invalidate(cacheKey('players'));
}
