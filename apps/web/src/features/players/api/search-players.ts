import type { Player } from '@hoopdex/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { playerKeys } from './query-keys';

/** Player picker (compare): searchForPlayers by name, best known first. */
export async function searchPlayers(text: string): Promise<Player[]> {
  const { data } = await api.get<Player[]>('/searchForPlayers', {
    query: { q: text, limit: 8, sort: { trending_rank: 'asc', name: 'asc' } },
  });
  return data ?? [];
}

export const searchPlayersQueryOptions = (text: string) =>
  queryOptions({ queryKey: playerKeys.search(text), queryFn: () => searchPlayers(text) });

export function useSearchPlayers(text: string) {
  const trimmed = text.trim();
  return useQuery({ ...searchPlayersQueryOptions(trimmed), enabled: trimmed.length >= 2 });
}
