import type { FollowType } from '@hoopdex/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { FollowState } from './get-follow-status';
import { followKeys } from './query-keys';

type SetFollowInput = { slug: string; followType: FollowType; follow: boolean };

/** POST adds the follow, DELETE removes it; both answer with the new state and fan count. */
export async function setFollow({ slug, followType, follow }: SetFollowInput): Promise<FollowState> {
  const body = { slug, followType };
  const { data } = follow
    ? await api.post<FollowState>('/me/userFollows', body, { auth: true })
    : await api.delete<FollowState>('/me/userFollows', body, { auth: true });
  return data;
}

export function useSetFollow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setFollow,
    onSuccess: (state, input) => {
      queryClient.setQueryData(followKeys.status(input.followType, input.slug), state);
      void queryClient.invalidateQueries({ queryKey: followKeys.list() });
    },
  });
}
