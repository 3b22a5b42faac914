import { cacheKey, childKey, type Cache } from '../../lib/cache';
import { keyOf } from '../../plugins/route-cache';

// The shows module's cache keys and what drops them. A show's page is asked by id or by slug,
// so a change drops every show page (a few dozen shows).
const pages = cacheKey('shows', 'one');

export const showKeys = {
  list: (limit: number, offset: number) => cacheKey('shows', 'list', limit, offset),
  page: (idOrSlug: string) => childKey(pages, idOrSlug),
  episodes: (query: object) => keyOf(cacheKey('shows', 'episodes'), query),
};

/** A follow moved a show's fan count: the show pages are stale. */
export function showFanCountChanged(cache: Cache): Promise<void> {
  return cache.invalidate(pages);
}

/** A show's item was published or removed: its episode lists are stale. */
export function showEpisodesChanged(cache: Cache): Promise<void> {
  return cache.invalidate(cacheKey('shows', 'episodes'));
}
