import type { PlayerTimelineEvent } from '@hoopdex/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { playerKeys } from './query-keys';

export async function getPlayerTimeline(slug: string): Promise<PlayerTimelineEvent[]> {
  const { data } = await api.get<PlayerTimelineEvent[]>(`/players/${encodeURIComponent(slug)}/timeline`);
  return data ?? [];
}

export const playerTimelineQueryOptions = (slug: string) =>
  queryOptions({ queryKey: playerKeys.timeline(slug), queryFn: () => getPlayerTimeline(slug) });

export function usePlayerTimeline(slug: string) {
  return useQuery(playerTimelineQueryOptions(slug));
}
