import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { isSearchable, searchResultsQueryOptions } from '../../features/search/api/get-search-results';
import { warmGated } from '../warm-cache';

/** /search/{keyword}: every result group in one call. */
export const searchLoader =
  (queryClient: QueryClient) =>
  ({ params }: LoaderFunctionArgs) =>
    warmGated(queryClient, async () => {
      const keyword = params.keyword ?? '';
      if (isSearchable(keyword)) await queryClient.prefetchQuery(searchResultsQueryOptions(keyword));
    });
