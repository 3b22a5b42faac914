import type { IntervalCode, PlayerSeasonStats } from '@hoopdex/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const statsKeys = {
  all: ['stats'] as const,
  player: (slug: string, interval: IntervalCode) => ['stats', 'player', slug, interval] as const,
  graph: (slug: string, interval: IntervalCode) => ['stats', 'graph', slug, interval] as const,
  games: (slug: string, page: { limit: number; offset: number; scope?: 'career' }) => ['stats', 'games', slug, page] as const,
  league: (leagueId: number, interval: IntervalCode) => ['stats', 'league', leagueId, interval] as const,
};

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
