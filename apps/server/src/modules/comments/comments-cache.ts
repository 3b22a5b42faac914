import { cacheKey, childKey, type Cache } from '../../lib/cache';

// The comments module's cache keys and what drops them.
const ofContent = (contentId: number | string) => cacheKey('comments', contentId);

export const commentKeys = {
  page: (contentId: number | string, limit: number, offset: number) =>
    childKey(ofContent(contentId), limit, offset),
};

/** A comment was added to (or left) an item: every page of its list is stale. */
export function commentsChanged(cache: Cache, contentId: number | string): Promise<void> {
  return cache.invalidate(ofContent(contentId));
}
