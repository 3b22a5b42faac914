import type { ShowDetail } from '@hoopdex/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { showKeys } from './query-keys';

export const SHOWS_LIMIT = 50;

/** GET /api/shows in their curated order (a handful; one request holds them all). */
export async function getShows(): Promise<ShowDetail[]> {
  const { data } = await api.get<ShowDetail[]>('/shows', { query: { limit: SHOWS_LIMIT } });
  return data ?? [];
}

export const showsQueryOptions = () => queryOptions({ queryKey: showKeys.list(), queryFn: getShows });

export function useShows() {
  return useQuery(showsQueryOptions());
}

/** GET /api/shows/:id (numeric id or slug) with its fan count. */
export async function getShow(id: string): Promise<ShowDetail> {
  const { data } = await api.get<ShowDetail>(`/shows/${encodeURIComponent(id)}`);
  return data;
}

export const showQueryOptions = (id: string) =>
  queryOptions({ queryKey: showKeys.detail(id), queryFn: () => getShow(id) });

export function useShow(id: string) {
  return useQuery(showQueryOptions(id));
}
