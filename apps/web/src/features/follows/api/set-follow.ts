import type { FollowType } from '@hoopdex/contract';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contentKeys } from '../../content';
import { creatorKeys } from '../../creators';
import { playerKeys } from '../../players';
import { showKeys } from '../../shows';
import type { FollowState } from './get-follow-status';
import { followKeys } from './query-keys';

type SetFollowInput = { slug: string; followType: FollowType; follow: boolean };
type WithFanCount = { fan_count: number };

/** POST adds the follow, DELETE removes it; both answer with the new state and fan count. */
export async function setFollow({ slug, followType, follow }: SetFollowInput): Promise<FollowState> {
  const body = { slug, followType };
  const { data } = follow
    ? await api.post<FollowState>('/me/userFollows', body, { auth: true })
    : await api.delete<FollowState>('/me/userFollows', body, { auth: true });
  return data;
}

/** The page query that shows the followed player's, creator's or show's fan count. */
export function fanCountKey(followType: FollowType, slug: string) {
  switch (followType) {
    case 'player':
      return playerKeys.detail(slug);
    case 'creator':
      return creatorKeys.detail(slug);
    case 'show':
      return showKeys.detail(slug);
  }
}

function setFanCount(queryClient: QueryClient, key: readonly unknown[], count: (old: number) => number) {
  queryClient.setQueryData<WithFanCount>(key, (old) => (old ? { ...old, fan_count: count(old.fan_count) } : old));
}

/**
 * Follow or unfollow, and update every query the change reaches: the follow status, the fan
 * count on the followed page (±1 at once, then the count the server answers, back on failure),
 * the user's follow list and the personal feed (it shows what the user follows).
 */
export function useSetFollow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setFollow,
    onMutate: async (input) => {
      const key = fanCountKey(input.followType, input.slug);
      // A page fetch in flight would overwrite the optimistic count with the old one.
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<WithFanCount>(key);
      setFanCount(queryClient, key, (n) => Math.max(0, n + (input.follow ? 1 : -1)));
      return { previous };
    },
    onError: (_error, input, context) => {
      if (context?.previous) queryClient.setQueryData(fanCountKey(input.followType, input.slug), context.previous);
    },
    onSuccess: (state, input) => {
      queryClient.setQueryData(followKeys.status(input.followType, input.slug), state);
      setFanCount(queryClient, fanCountKey(input.followType, input.slug), () => state.fan_count);
    },
    onSettled: () => {
      // Not awaited: the button need not wait for the list or the feed to load again.
      void queryClient.invalidateQueries({ queryKey: followKeys.list() });
      void queryClient.invalidateQueries({ queryKey: contentKeys.feed(true) });
    },
  });
}
