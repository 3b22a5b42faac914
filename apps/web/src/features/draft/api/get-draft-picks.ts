import type { DraftPick, Envelope } from '@hoopdex/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const DRAFT_LIST_SIZE = 10;

export async function getDraftPicks(limit: number, offset: number): Promise<Envelope<DraftPick[]>> {
  const result = await api.get<DraftPick[]>('/getDraftPicks', { query: { limit, offset } });
  return { data: result.data ?? [], rowCount: result.rowCount };
}

export const draftPicksQueryOptions = (limit = DRAFT_LIST_SIZE, offset = 0) =>
  queryOptions({
    queryKey: ['draft', 'picks', { limit, offset }] as const,
    queryFn: () => getDraftPicks(limit, offset),
  });

export function useDraftPicks(limit = DRAFT_LIST_SIZE, offset = 0) {
  return useQuery(draftPicksQueryOptions(limit, offset));
}
