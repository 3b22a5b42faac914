import type { Envelope, PlayerListItem } from '@hoopdex/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { playerKeys } from './query-keys';

export const PLAYERS_PAGE_SIZE = 24;
export const playerSorts = ['name', 'team_name', 'trending_rank', 'value'] as const;
export type PlayerListSort = (typeof playerSorts)[number];

export type PlayerListParams = {
  league: string;
  sort: PlayerListSort;
  dir: 'asc' | 'desc';
  q: string;
  page: number;
};

/** One page of a league's players (spec §2 /players/{league?}). */
export async function getPlayers(params: PlayerListParams): Promise<Envelope<PlayerListItem[]>> {
  const { data, rowCount } = await api.get<PlayerListItem[]>('/players', {
    query: {
      filter: { league: params.league },
      // Trending, value: ranked players first (the server puts players with no value last either
      // way); a unique tie-breaker keeps the pages stable.
      sort:
        params.sort === 'name' ? { name: params.dir } : { [params.sort]: params.dir, name: 'asc' },
      q: params.q || undefined,
      limit: PLAYERS_PAGE_SIZE,
      offset: (params.page - 1) * PLAYERS_PAGE_SIZE,
    },
  });
  return { data: data ?? [], rowCount };
}

export const playersQueryOptions = (params: PlayerListParams) =>
  queryOptions({ queryKey: playerKeys.list(params), queryFn: () => getPlayers(params) });

export function usePlayers(params: PlayerListParams) {
  return useQuery({ ...playersQueryOptions(params), placeholderData: keepPreviousData });
}

/**
 * One player's row of the list (the Player and her Hoopdex Value), by slug: what the explorer's
 * side card shows the value from (GET /players/{slug} has no value). Null: no such player.
 */
export async function getPlayerRow(slug: string): Promise<PlayerListItem | null> {
  const { data } = await api.get<PlayerListItem[]>('/players', {
    query: { filter: { slug }, limit: 1 },
  });
  return data?.[0] ?? null;
}

export function usePlayerRow(slug: string) {
  return useQuery({ queryKey: playerKeys.list({ slug }), queryFn: () => getPlayerRow(slug) });
}
