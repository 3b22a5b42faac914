import type { ContentItem, ContentType, Envelope } from '@hoopdex/contract';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { FEED_PAGE_SIZE, nextOffset } from '../utils/feed-items';
import { contentKeys } from './query-keys';

export type ContentListParams = {
  types?: ContentType[];
  creatorId?: number;
  /** A show's episodes. */
  showId?: number;
  featured?: boolean;
  limit?: number;
};

/** A show's episodes and a creator's articles: one spelling for the page and its loader (one key). */
export const showEpisodesParams = (showId: number): ContentListParams => ({ types: ['video'], showId });
export const creatorArticlesParams = (creatorId: number): ContentListParams => ({ types: ['article'], creatorId });

/** GET /api/content by type, creator or featured flag, newest first (spec §7 content endpoint). */
export async function getContentList(params: ContentListParams, offset = 0): Promise<Envelope<ContentItem[]>> {
  const result = await api.get<ContentItem[]>('/content', {
    query: {
      content_type: params.types?.join(','),
      creatorId: params.creatorId,
      showId: params.showId,
      featured: params.featured ? 'true' : undefined,
      limit: params.limit ?? FEED_PAGE_SIZE,
      offset,
      sort: { publishedat: 'desc' },
    },
  });
  return { data: result.data ?? [], rowCount: result.rowCount };
}

export const contentListQueryOptions = (params: ContentListParams) =>
  queryOptions({
    queryKey: contentKeys.list(params),
    queryFn: () => getContentList(params),
  });

export function useContentList(params: ContentListParams, enabled = true) {
  return useQuery({ ...contentListQueryOptions(params), enabled });
}

export const contentPagesQueryOptions = (params: ContentListParams) =>
  infiniteQueryOptions({
    queryKey: contentKeys.pages(params),
    queryFn: ({ pageParam }) => getContentList(params, pageParam),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextOffset(pages, params.limit ?? FEED_PAGE_SIZE),
  });

/** A 'Show More' list of content (creator articles, show episodes...). */
export function useContentPages(params: ContentListParams, enabled = true) {
  return useInfiniteQuery({ ...contentPagesQueryOptions(params), enabled });
}
