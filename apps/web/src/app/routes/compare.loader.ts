import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { playerQueryOptions } from '../../features/players/api/get-player';
import { playerStatsQueryOptions } from '../../features/stats/api/get-player-stats';
import { playerValueSummaryQueryOptions } from '../../features/value/api/get-player-value';
import { orNotFound, searchOf, warmGated } from '../warm-cache';

/**
 * /player/{slug}/compare?with=a,b&interval=: every compared player, their line for the interval
 * and their Hoopdex Value, side by side (the projections below are their own chunk, not warmed).
 */
export const compareLoader =
  (queryClient: QueryClient) =>
  ({ params, request }: LoaderFunctionArgs) =>
    warmGated(queryClient, async () => {
      const slug = params.slug ?? '';
      if (!slug) return;
      // The ?with= and ?interval= readers pull in the stat catalog: loaded on demand, as the
      // player page's loader does, so they stay out of the start-up bundle.
      const [{ parseWith }, { intervalFromSearch }] = await Promise.all([
        import('../../features/stats/utils/compare'),
        import('../../features/stats/utils/intervals'),
      ]);
      const search = searchOf(request);
      const slugs = [slug, ...parseWith(search.get('with'), slug)];
      const interval = intervalFromSearch(search);
      await Promise.all(
        slugs.flatMap((s) => [
          // The page is the first player's: only his 404 is the page's (decision 0037).
          s === slug
            ? orNotFound(queryClient.fetchQuery(playerQueryOptions(s)))
            : queryClient.prefetchQuery(playerQueryOptions(s)),
          queryClient.prefetchQuery(playerStatsQueryOptions(s, interval)),
          queryClient.prefetchQuery(playerValueSummaryQueryOptions(s)),
        ]),
      );
    });
