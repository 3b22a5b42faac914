import type { DraftYear } from '@hoopdex/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Spec §7: the first item's year is the draft year. */
export async function getDraftYear(): Promise<number | null> {
  const { data } = await api.get<DraftYear[]>('/getDraftYear');
  return data?.[0]?.year ?? null;
}

export const draftYearQueryOptions = () =>
  queryOptions({ queryKey: ['draft', 'year'] as const, queryFn: getDraftYear });

export function useDraftYear() {
  return useQuery(draftYearQueryOptions());
}
