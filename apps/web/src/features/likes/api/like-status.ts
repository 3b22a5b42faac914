import type { ContentItem, LikeStatus } from '@hoopdex/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contentKeys } from '../../content';
import { likeKeys } from './query-keys';

/** GET /api/me/likesById: whether the user likes an item, and its like count. */
export async function getLikeStatus(contentId: number): Promise<LikeStatus> {
  const { data } = await api.get<LikeStatus>('/me/likesById', { query: { id: contentId }, auth: true });
  return data;
}

export const likeStatusQueryOptions = (contentId: number) =>
  queryOptions({ queryKey: likeKeys.status(contentId), queryFn: () => getLikeStatus(contentId) });

export function useLikeStatus(contentId: number, enabled: boolean) {
  return useQuery({ ...likeStatusQueryOptions(contentId), enabled });
}

/** POST (like) or DELETE (unlike) /api/me/likes; both are idempotent and answer the new status. */
export async function setLike({ contentId, like }: { contentId: number; like: boolean }): Promise<LikeStatus> {
  const body = { contentId };
  const { data } = like
    ? await api.post<LikeStatus>('/me/likes', body, { auth: true })
    : await api.delete<LikeStatus>('/me/likes', body, { auth: true });
  return data;
}

export function useSetLike() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setLike,
    // Every query the like changes: the status, the user's list, and the item's own count on
    // the article or video page (a signed-out visitor's count and the button's start value).
    onSuccess: (status, input) => {
      queryClient.setQueryData(likeKeys.status(input.contentId), status);
      const withCount = (item: ContentItem | undefined) =>
        item?.id === input.contentId ? { ...item, like_count: status.like_count } : item;
      queryClient.setQueriesData<ContentItem>({ queryKey: contentKeys.videos() }, withCount);
      queryClient.setQueriesData<ContentItem>({ queryKey: contentKeys.articles() }, withCount);
      void queryClient.invalidateQueries({ queryKey: likeKeys.list() });
    },
  });
}
