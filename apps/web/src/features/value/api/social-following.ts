import type { SocialFollowing, SocialPlatform } from '@hoopdex/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { getPlayerValue } from './get-player-value';
import { valueKeys } from './query-keys';

/** What PUT takes: a platform's new count, or null to clear it; a platform left out is kept. */
export type SocialFollowingChange = Partial<Record<SocialPlatform, number | null>>;

/** GET /api/me/social-following: the signed-in player's reported following, per platform. */
export async function getSocialFollowing(): Promise<SocialFollowing> {
  const { data } = await api.get<SocialFollowing>('/me/social-following', { auth: true });
  return data ?? [];
}

/** PUT /api/me/social-following: a new count is self-reported again until an admin verifies it. */
export async function putSocialFollowing(change: SocialFollowingChange): Promise<SocialFollowing> {
  const { data } = await api.put<SocialFollowing>('/me/social-following', change, { auth: true });
  return data ?? [];
}

export const socialFollowingQueryOptions = () =>
  queryOptions({ queryKey: valueKeys.following(), queryFn: getSocialFollowing });

export function useSocialFollowing(enabled = true) {
  return useQuery({ ...socialFollowingQueryOptions(), enabled });
}

/**
 * Saves the player's following. Following is a part of their Hoopdex Value (decision 0030): their
 * value and every what-if on their page (valueKeys.player is their prefix) and the Value boards
 * are stale once it is saved, as the server's own cache is (playerValueChanged). The browser keeps
 * the public value answer for a minute, so their value is asked again past that copy (which also
 * refreshes the copy the player page reads next) and the rest is marked stale.
 */
export function useSaveSocialFollowing(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putSocialFollowing,
    onSuccess: async (rows) => {
      queryClient.setQueryData(valueKeys.following(), rows);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: valueKeys.player(slug), refetchType: 'none' }),
        queryClient.invalidateQueries({ queryKey: valueKeys.boards() }),
      ]);
      // Not awaited (the save is done); on failure the page asks again when it shows (stale).
      void queryClient
        .fetchQuery({ queryKey: valueKeys.player(slug), queryFn: () => getPlayerValue(slug, true) })
        .catch(() => undefined);
    },
  });
}
