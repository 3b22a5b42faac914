import type { ContentType } from '@hoopdex/contract';
import { cacheKey, childKey, type Cache } from '../../lib/cache';
import { keyOf } from '../../plugins/route-cache';

// The content module's cache keys and what drops them. Every list of content (the feeds, the
// creator pages, and the videos module's own list shape, named here through contentListKey) is
// under one group, so a new item drops them all in one call.
const lists = cacheKey('content', 'list');
const counts = cacheKey('content', 'count');
const item = (id: number) => cacheKey('content', 'item', id);

export const contentKeys = {
  /** A list page; `shape` names another answer shape of the same list (the videos' v2). */
  list: (query: object, shape = 'items') => keyOf(childKey(lists, shape), query),
  /** The total of a filter, shared by every page of its lists. */
  count: (filter: object) => keyOf(counts, filter),
  item: (id: number, type?: ContentType) => childKey(item(id), type ?? ''),
};

/** An item was published (or removed): every list and count of content is stale. */
export async function contentListsChanged(cache: Cache): Promise<void> {
  await Promise.all([cache.invalidate(lists), cache.invalidate(counts)]);
}

/** One item's counters (likes, views) moved: its cached detail is stale, under every type. */
export function contentItemChanged(cache: Cache, id: number): Promise<void> {
  return cache.invalidate(item(id));
}

/** An item went public, changed or left (Studio, moderation, a transcode): lists and its page. */
export async function contentItemsChanged(cache: Cache): Promise<void> {
  await Promise.all([contentListsChanged(cache), cache.invalidate(cacheKey('content', 'item'))]);
}
