import type { Accuracy } from '@hoopdex/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { projectionKeys } from './query-keys';

export type AccuracyQuery = { league?: number; season?: string };

/** GET /api/projections/accuracy?league=&season= (omitted: the newest league season backtested). */
export async function getProjectionAccuracy(query: AccuracyQuery): Promise<Accuracy> {
  const { data } = await api.get<Accuracy>('/projections/accuracy', { query });
  return data;
}

export const projectionAccuracyQueryOptions = (query: AccuracyQuery) =>
  queryOptions({
    queryKey: projectionKeys.accuracy(query),
    queryFn: () => getProjectionAccuracy(query),
  });

export function useProjectionAccuracy(query: AccuracyQuery) {
  // The last tables stay on screen (marked busy) while another season's load.
  return useQuery({ ...projectionAccuracyQueryOptions(query), placeholderData: keepPreviousData });
}
