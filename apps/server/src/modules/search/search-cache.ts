import { cacheKey, type Cache } from '../../lib/cache';
import { keyOf } from '../../plugins/route-cache';

// The search module's cache keys. Search answers turn over with their short TTL: a write
// anywhere would otherwise drop every search.
export const searchKeys = {
  answer: (query: object) => keyOf(cacheKey('search', 'answer'), query),
  ranked: (group: string, keyword: string) => cacheKey('search', 'ranked', group, keyword),
};

/** Content went public or left: search answers that list videos are stale at once (a deleted
 *  item must not stay findable until the TTL turns over). */
export function searchedContentChanged(cache: Cache): Promise<void> {
  return cache.invalidate(cacheKey('search'));
}
