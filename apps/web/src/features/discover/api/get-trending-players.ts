import type { PlayerSummary } from '@hoopdex/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { discoverKeys } from './query-keys';

export const TRENDING_LIMIT = 10;

/** Spec §7: players with a trending rank, top 10 by rank. */
export async function getTrendingPlayers(): Promise<PlayerSummary[]> {
  const { data } = await api.get<PlayerSummary[]>('/players', {
    query: { filter: { trending_rank: { ne: null } }, sort: { trending_rank: 'asc' }, limit: TRENDING_LIMIT },
  });
  return data ?? [];
}

export const trendingPlayersQueryOptions = () =>
  queryOptions({ queryKey: discoverKeys.trendingPlayers(), queryFn: getTrendingPlayers });

export function useTrendingPlayers() {
  return useQuery(trendingPlayersQueryOptions());
}
