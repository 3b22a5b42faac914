import type { ShotChart } from '@hoopdex/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { gameKeys } from './game-keys';

/** A player's field-goal attempts by zone, beside his league's. */
export async function getShotChart(slug: string): Promise<ShotChart> {
  const { data } = await api.get<ShotChart>(`/players/${encodeURIComponent(slug)}/shot-chart`);
  return data;
}

export const shotChartQueryOptions = (slug: string) =>
  queryOptions({ queryKey: gameKeys.shotChart(slug), queryFn: () => getShotChart(slug) });

export function useShotChart(slug: string) {
  return useQuery(shotChartQueryOptions(slug));
}
