import type { Creator, PlayerSummary, VideoWithPlayers } from '@hoopdex/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { creatorKeys } from './query-keys';

// TODO(contract): z.infer of creatorDetailSchema; spelled out so no zod value enters the page.
export type CreatorDetail = Creator & { fan_count: number; label: string | null; bio?: string | null };

/** GET /api/creators/:slug with the fan count. */
export async function getCreator(slug: string): Promise<CreatorDetail> {
  const { data } = await api.get<CreatorDetail>(`/creators/${encodeURIComponent(slug)}`);
  return data;
}

export const creatorQueryOptions = (slug: string) =>
  queryOptions({ queryKey: creatorKeys.detail(slug), queryFn: () => getCreator(slug) });

export function useCreator(slug: string) {
  return useQuery(creatorQueryOptions(slug));
}

/**
 * The players a creator covers: those tagged in their latest videos (videos_v2 carries the tags).
 * There is no creator-players call; this is the closest the API offers.
 */
export async function getCreatorPlayers(creatorId: number): Promise<PlayerSummary[]> {
  const { data } = await api.get<VideoWithPlayers[]>('/videos_v2', {
    query: { creatorId, limit: 50, sort: { publishedat: 'desc' } },
  });
  const seen = new Map<number, PlayerSummary>();
  for (const video of data ?? []) for (const player of video.players) if (!seen.has(player.id)) seen.set(player.id, player);
  return [...seen.values()];
}

export const creatorPlayersQueryOptions = (creatorId: number) =>
  queryOptions({ queryKey: creatorKeys.players(creatorId), queryFn: () => getCreatorPlayers(creatorId) });

export function useCreatorPlayers(creatorId: number) {
  return useQuery(creatorPlayersQueryOptions(creatorId));
}
