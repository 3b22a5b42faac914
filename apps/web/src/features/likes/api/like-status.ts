import type { LikeStatus } from '@hoopdex/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
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
    onSuccess: (status, input) => {
      queryClient.setQueryData(likeKeys.status(input.contentId), status);
      void queryClient.invalidateQueries({ queryKey: likeKeys.list() });
    },
  });
}
