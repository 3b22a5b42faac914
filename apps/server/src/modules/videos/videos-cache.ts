import { cacheKey, type Cache } from '../../lib/cache';

// The videos module's cache keys and what drops them. Its list is content's (contentKeys.list
// with the 'v2' shape), dropped by contentListsChanged.
export const videoKeys = {
  one: (key: string | number) => cacheKey('videos', 'one', key),
  players: (id: string | number) => cacheKey('videos', 'players', id),
};

/** A video's counters (likes, views) moved: its cached page is stale. */
export function videoChanged(cache: Cache, key: string | number): Promise<void> {
  return cache.invalidate(videoKeys.one(key));
}

/** A video was published, hidden or deleted: every video page and its tagged players. */
export function videosChanged(cache: Cache): Promise<void> {
  return cache.invalidate(cacheKey('videos'));
}
