import type { PlayerListItem } from '@hoopdex/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { discoverKeys } from './query-keys';

export const TRENDING_LIMIT = 10;

/** Spec §7: players with a trending rank, top 10 by rank; each row carries its Hoopdex Value. */
export async function getTrendingPlayers(): Promise<PlayerListItem[]> {
  const { data } = await api.get<PlayerListItem[]>('/players', {
    query: {
      filter: { trending_rank: { ne: null } },
      sort: { trending_rank: 'asc' },
      limit: TRENDING_LIMIT,
    },
  });
  return data ?? [];
}

export const trendingPlayersQueryOptions = () =>
  queryOptions({ queryKey: discoverKeys.trendingPlayers(), queryFn: getTrendingPlayers });

export function useTrendingPlayers() {
  return useQuery(trendingPlayersQueryOptions());
}
