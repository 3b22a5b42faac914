import { cacheKey, type Cache } from '../../lib/cache';
import { keyOf } from '../../plugins/route-cache';

// The creators module's cache keys and what drops them (lists refresh with their TTL).
export const creatorKeys = {
  list: (query: object) => keyOf(cacheKey('creators', 'list'), query),
  one: (slug: string) => cacheKey('creators', 'one', slug),
};

/** A follow moved the creator's fan count: their page is stale. */
export function creatorFanCountChanged(cache: Cache, slug: string): Promise<void> {
  return cache.invalidate(creatorKeys.one(slug));
}
