import type { Player } from '@hoopdex/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const playerKeys = {
  all: ['players'] as const,
  detail: (slug: string) => ['players', 'detail', slug] as const,
  gear: (slug: string) => ['players', 'gear', slug] as const,
  timeline: (slug: string) => ['players', 'timeline', slug] as const,
  list: (params: object) => ['players', 'list', params] as const,
  search: (text: string) => ['players', 'search', text] as const,
};

export async function getPlayer(slug: string): Promise<Player> {
  const { data } = await api.get<Player>(`/players/${encodeURIComponent(slug)}`);
  return data;
}

export const playerQueryOptions = (slug: string) =>
  queryOptions({ queryKey: playerKeys.detail(slug), queryFn: () => getPlayer(slug) });

export function usePlayer(slug: string | undefined) {
  return useQuery({ ...playerQueryOptions(slug ?? ''), enabled: !!slug });
}
