import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { pageFromSearch } from '../../components/ui/page-param';
import { videoResultsQueryOptions } from '../../features/search/api/get-search-results';
import { searchOf, warmGated } from '../warm-cache';

/** /view-all-video-results/{keyword}?page=: that page of the videos matching the keyword. */
export const viewAllVideoResultsLoader =
  (queryClient: QueryClient) =>
  ({ params, request }: LoaderFunctionArgs) =>
    warmGated(queryClient, () =>
      queryClient.prefetchQuery(
        videoResultsQueryOptions(params.keyword ?? '', pageFromSearch(searchOf(request))),
      ),
    );
