import type { ContentItem, Envelope } from '@hoopdex/contract';

export const FEED_PAGE_SIZE = 10;

/** Spec §5: the feed drops items whose creator is an admin. */
export function dropAdminItems(items: readonly ContentItem[]): ContentItem[] {
  return items.filter((item) => item.creator.type !== 'admin');
}

/**
 * Next offset for a 'Show More' list: +page size while the rows loaded so far (before any
 * client-side filtering) are fewer than the server's rowCount (spec §4 and DESIGN convention 3).
 */
export function nextOffset(pages: readonly Envelope<unknown[]>[], pageSize = FEED_PAGE_SIZE): number | undefined {
  const last = pages[pages.length - 1];
  if (!last) return 0;
  const loaded = pages.reduce((sum, page) => sum + page.data.length, 0);
  // An empty page means the server has nothing more, whatever its count said.
  if (last.data.length === 0 || loaded >= last.rowCount) return undefined;
  return pages.length * pageSize;
}
