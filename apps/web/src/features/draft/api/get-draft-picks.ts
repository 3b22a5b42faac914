import type { DraftPick, Envelope } from '@hoopdex/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { draftKeys } from './query-keys';

export const DRAFT_LIST_SIZE = 10;
export const TARGETS_PAGE_SIZE = 20;

/** getDraftPicks in draft order; without a year the server answers for the latest draft year. */
export async function getDraftPicks(
  limit: number,
  offset: number,
  year?: number,
  sort?: 'value',
): Promise<Envelope<DraftPick[]>> {
  const result = await api.get<DraftPick[]>('/getDraftPicks', {
    query: { limit, offset, year, sort },
  });
  return { data: result.data ?? [], rowCount: result.rowCount };
}

export const draftPicksQueryOptions = (
  limit = DRAFT_LIST_SIZE,
  offset = 0,
  year?: number,
  sort?: 'value',
) =>
  queryOptions({
    queryKey: draftKeys.picks({ limit, offset, year, ...(sort ? { sort } : {}) }),
    queryFn: () => getDraftPicks(limit, offset, year, sort),
  });

export function useDraftPicks(
  limit = DRAFT_LIST_SIZE,
  offset = 0,
  year?: number,
  enabled = true,
  sort?: 'value',
) {
  // keepPreviousData: the table keeps its rows while the next page loads (no collapse, no jump).
  return useQuery({
    ...draftPicksQueryOptions(limit, offset, year, sort),
    placeholderData: keepPreviousData,
    enabled,
  });
}
