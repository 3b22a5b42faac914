import type { PlayerValue } from '@hoopdex/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { valueKeys } from './query-keys';

export async function getPlayerValue(slug: string): Promise<PlayerValue> {
  const { data } = await api.get<PlayerValue>(`/players/${encodeURIComponent(slug)}/value`);
  return data;
}

export const playerValueQueryOptions = (slug: string) =>
  queryOptions({ queryKey: valueKeys.player(slug), queryFn: () => getPlayerValue(slug) });

export function usePlayerValue(slug: string) {
  return useQuery(playerValueQueryOptions(slug));
}
