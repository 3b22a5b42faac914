import type { QueryClient } from '@tanstack/react-query';
import { featuredContentQueryOptions } from '../../features/content/api/get-featured-content';
import { homeFeedQueryOptions } from '../../features/content/api/get-home-feed';
import { trendingPlayersQueryOptions } from '../../features/discover/api/get-trending-players';
import { draftPicksQueryOptions } from '../../features/draft/api/get-draft-picks';
import { draftYearsQueryOptions } from '../../features/draft/api/get-draft-year';
import { warmGated } from '../warm-cache';

/** '/': the feed's first page (the followed-creator feed when signed in, as useHomeFeed picks it)
 *  and the right column: NIL Targets compact list and its year, risers, trending players, picks. */
export const homeLoader = (queryClient: QueryClient) => () =>
  warmGated(queryClient, ({ user }) =>
    Promise.all([
      queryClient.prefetchInfiniteQuery(homeFeedQueryOptions(user !== null)),
      queryClient.prefetchQuery(draftPicksQueryOptions()),
      queryClient.prefetchQuery(draftYearsQueryOptions()),
      // Loaded on demand (as the page's own chunk does), not in the start-up bundle.
      import('../../features/intel/api/get-risers').then((m) => queryClient.prefetchQuery(m.homeRisersQueryOptions())),
      queryClient.prefetchQuery(trendingPlayersQueryOptions()),
      queryClient.prefetchQuery(featuredContentQueryOptions()),
    ]),
  );
