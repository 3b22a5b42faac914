import type { FollowStatus, FollowType } from '@hoopdex/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { followKeys } from './query-keys';

export type FollowState = FollowStatus;

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
