import type { SearchResult } from '@hoopdex/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { searchKeys } from './query-keys';

export type SearchSuggestions = Pick<SearchResult, 'players' | 'videos' | 'creators'>;

export const SUGGESTION_MIN_LENGTH = 2;

export async function getSearchSuggestions(keyword: string, signal?: AbortSignal): Promise<SearchSuggestions> {
  const { data } = await api.get<SearchSuggestions>('/searchByKeyword', {
    query: { keyword, 'only[]': ['players', 'creators'] },
    signal,
  });
  return data ?? { players: [], videos: [] };
}

export const searchSuggestionsQueryOptions = (keyword: string) =>
  queryOptions({
    queryKey: searchKeys.suggestions(keyword),
    queryFn: ({ signal }) => getSearchSuggestions(keyword, signal),
    enabled: keyword.length >= SUGGESTION_MIN_LENGTH,
  });

export function useSearchSuggestions(keyword: string) {
  return useQuery(searchSuggestionsQueryOptions(keyword));
}
