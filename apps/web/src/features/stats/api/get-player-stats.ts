import type { IntervalCode, PlayerSeasonStats } from '@hoopdex/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { statsKeys } from './query-keys';

/** Spec §3 season stats of one player for one interval (the cache keeps each interval apart). */
export async function getPlayerStats(slug: string, interval: IntervalCode): Promise<PlayerSeasonStats> {
  const { data } = await api.get<PlayerSeasonStats>(`/players/${encodeURIComponent(slug)}/stats`, {
    query: { interval_id: interval },
  });
  return data;
}

export const playerStatsQueryOptions = (slug: string, interval: IntervalCode) =>
  queryOptions({ queryKey: statsKeys.player(slug, interval), queryFn: () => getPlayerStats(slug, interval) });

export function usePlayerStats(slug: string, interval: IntervalCode, enabled = true) {
  return useQuery({ ...playerStatsQueryOptions(slug, interval), enabled: enabled && slug !== '' });
}
