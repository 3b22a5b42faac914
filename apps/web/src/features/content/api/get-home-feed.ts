import type { ContentItem, Envelope } from '@hoopdex/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth';
import { FEED_PAGE_SIZE, nextOffset } from '../utils/feed-items';
import { contentKeys } from './query-keys';

/**
 * Spec §4/§7 home feed: articles and videos, newest first, 10 at a time. Signed in, /me/feed
 * gives what the user follows (or everything while they follow nobody).
 */
export async function getHomeFeed(personal: boolean, offset: number): Promise<Envelope<ContentItem[]>> {
  const result = personal
    ? await api.get<ContentItem[]>('/me/feed', { query: { limit: FEED_PAGE_SIZE, offset }, auth: true })
    : await api.get<ContentItem[]>('/content', {
        query: {
          feed: 'home',
          content_type: 'article,video',
          limit: FEED_PAGE_SIZE,
          offset,
          sort: { publishedat: 'desc' },
        },
      });
  return { data: result.data ?? [], rowCount: result.rowCount };
}

export const homeFeedQueryOptions = (personal: boolean) =>
  infiniteQueryOptions({
    queryKey: contentKeys.feed(personal),
    queryFn: ({ pageParam }) => getHomeFeed(personal, pageParam),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextOffset(pages),
  });

export function useHomeFeed() {
  const { status } = useSession();
  return useInfiniteQuery({ ...homeFeedQueryOptions(status === 'signed-in'), enabled: status !== 'loading' });
}
