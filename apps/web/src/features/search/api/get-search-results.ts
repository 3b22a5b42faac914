import type { ContentItem, Envelope, SearchResult } from '@hoopdex/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { searchKeys } from './query-keys';

export const ALL_GROUPS = ['players', 'videos', 'creators', 'shows', 'articles'] as const;
export const RESULTS_PER_GROUP = 8;
export const VIDEO_RESULTS_PAGE_SIZE = 12;

/** GET /api/searchByKeyword for every group (players and videos first, the rest when present). */
export async function getSearchResults(keyword: string): Promise<SearchResult> {
  const { data } = await api.get<SearchResult>('/searchByKeyword', {
    query: { keyword, 'only[]': [...ALL_GROUPS], limit: RESULTS_PER_GROUP },
  });
  return data ?? { counts: {} };
}

export const searchResultsQueryOptions = (keyword: string) =>
  queryOptions({ queryKey: searchKeys.results(keyword), queryFn: () => getSearchResults(keyword) });

/** A blank keyword asks nothing. */
export const isSearchable = (keyword: string): boolean => keyword.trim() !== '';

export function useSearchResults(keyword: string) {
  return useQuery({ ...searchResultsQueryOptions(keyword), enabled: isSearchable(keyword) });
}

/** One page of video results (/view-all-video-results/{keyword}?page=). */
export async function getVideoResults(keyword: string, page: number): Promise<Envelope<ContentItem[]>> {
  const { data } = await api.get<SearchResult>('/searchByKeyword', {
    query: {
      keyword,
      'only[]': ['videos'],
      limit: VIDEO_RESULTS_PAGE_SIZE,
      offset: (page - 1) * VIDEO_RESULTS_PAGE_SIZE,
    },
  });
  return { data: data?.videos ?? [], rowCount: data?.counts.videos ?? 0 };
}

export const videoResultsQueryOptions = (keyword: string, page: number) =>
  queryOptions({
    queryKey: searchKeys.videos(keyword, page),
    queryFn: () => getVideoResults(keyword, page),
  });

export function useVideoResults(keyword: string, page: number) {
  return useQuery({ ...videoResultsQueryOptions(keyword, page), placeholderData: keepPreviousData });
}

/** True when no group found anything. */
export function isEmptyResult(result: SearchResult): boolean {
  return ALL_GROUPS.every((group) => (result[group]?.length ?? 0) === 0);
}
