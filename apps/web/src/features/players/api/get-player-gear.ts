import type { PlayerGear } from '@hoopdex/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { playerKeys } from './query-keys';

export async function getPlayerGear(slug: string): Promise<PlayerGear[]> {
  const { data } = await api.get<PlayerGear[]>(`/players/${encodeURIComponent(slug)}/gear`);
  return data ?? [];
}

export const playerGearQueryOptions = (slug: string) =>
  queryOptions({ queryKey: playerKeys.gear(slug), queryFn: () => getPlayerGear(slug) });

export function usePlayerGear(slug: string) {
  return useQuery(playerGearQueryOptions(slug));
}
