import type { ChartRow, IntervalCode } from '@hoopdex/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { statsKeys } from './query-keys';

/** Chart rows: the player's rating per stat beside the league's mean rating. */
export async function getPlayerGraph(slug: string, interval: IntervalCode): Promise<ChartRow[]> {
  const { data } = await api.get<ChartRow[]>(`/players/${encodeURIComponent(slug)}/graph`, {
    query: { interval_id: interval },
  });
  return data ?? [];
}

export const playerGraphQueryOptions = (slug: string, interval: IntervalCode) =>
  queryOptions({ queryKey: statsKeys.graph(slug, interval), queryFn: () => getPlayerGraph(slug, interval) });

export function usePlayerGraph(slug: string, interval: IntervalCode) {
  return useQuery(playerGraphQueryOptions(slug, interval));
}
