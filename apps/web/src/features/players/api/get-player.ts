import type { Player } from '@hoopdex/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { playerKeys } from './query-keys';

export async function getPlayer(slug: string): Promise<Player> {
  const { data } = await api.get<Player>(`/players/${encodeURIComponent(slug)}`);
  return data;
}

export const playerQueryOptions = (slug: string) =>
  queryOptions({ queryKey: playerKeys.detail(slug), queryFn: () => getPlayer(slug) });

export function usePlayer(slug: string | undefined) {
  return useQuery({ ...playerQueryOptions(slug ?? ''), enabled: !!slug });
}
