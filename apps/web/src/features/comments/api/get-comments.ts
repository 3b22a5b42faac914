import type { Comment, Envelope } from '@hoopdex/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { commentKeys } from './query-keys';

export const COMMENTS_PAGE_SIZE = 10;

/** GET /api/content/:id/comments: readable by everyone. */
export async function getComments(contentId: number, offset: number): Promise<Envelope<Comment[]>> {
  const result = await api.get<Comment[]>(`/content/${contentId}/comments`, {
    query: { limit: COMMENTS_PAGE_SIZE, offset },
  });
  return { data: result.data ?? [], rowCount: result.rowCount };
}

export const commentsQueryOptions = (contentId: number) =>
  infiniteQueryOptions({
    queryKey: commentKeys.list(contentId),
    queryFn: ({ pageParam }) => getComments(contentId, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.data.length, 0);
      return last.data.length > 0 && loaded < last.rowCount ? loaded : undefined;
    },
  });

export function useComments(contentId: number) {
  return useInfiniteQuery(commentsQueryOptions(contentId));
}
