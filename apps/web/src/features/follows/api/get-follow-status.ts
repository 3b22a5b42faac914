import type { FollowStatus, FollowType } from '@hoopdex/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type FollowState = FollowStatus;

export const followKeys = {
  all: ['follows'] as const,
  status: (followType: FollowType, slug: string) => ['follows', 'status', followType, slug] as const,
  list: () => ['follows', 'list'] as const,
};

export async function getFollowStatus(slug: string, followType: FollowType): Promise<FollowState> {
  const { data } = await api.get<FollowState>('/me/userFollowsBySlug', { query: { slug, followType }, auth: true });
  return data;
}

export const followStatusQueryOptions = (slug: string, followType: FollowType) =>
  queryOptions({
    queryKey: followKeys.status(followType, slug),
    queryFn: () => getFollowStatus(slug, followType),
  });

/** Spec §4: a signed-in user's button first asks whether the follow exists. */
export function useFollowStatus(slug: string, followType: FollowType, enabled: boolean) {
  return useQuery({ ...followStatusQueryOptions(slug, followType), enabled });
}
