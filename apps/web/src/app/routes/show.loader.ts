import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import {
  contentPagesQueryOptions,
  showEpisodesParams,
} from '../../features/content/api/get-content-list';
import { showQueryOptions } from '../../features/shows/api/get-shows';
import { orNotFound, warmGated } from '../warm-cache';

/** /show/{showId}: the show, then the first page of its episodes (they are asked by the show's
 *  numeric id, which the URL may not hold: it can be the slug). */
export const showLoader =
  (queryClient: QueryClient) =>
  ({ params }: LoaderFunctionArgs) =>
    warmGated(queryClient, async () => {
      const show = await orNotFound(
        queryClient.ensureQueryData(showQueryOptions(params.showId ?? '')),
      );
      await queryClient.prefetchInfiniteQuery(
        contentPagesQueryOptions(showEpisodesParams(show.id)),
      );
    });
