import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { leaderboardQueryOptions } from '../../features/leaderboards/api/get-leaderboard';
import { leaguesQueryOptions } from '../../features/rankings/api/get-leagues';
import { searchOf, warmGated } from '../warm-cache';

/** /analyze?league=&class=&position=&stat=&interval=&page=: the leagues, then the board the URL
 *  asks for (the league filter needs the league list to be read); ?view=risers: the risers page. */
export const analyzeLoader =
  (queryClient: QueryClient) =>
  ({ request }: LoaderFunctionArgs) =>
    warmGated(queryClient, async () => {
      if (searchOf(request).get('view') === 'risers')
        return import('../../features/intel/api/warm-intel').then((m) => m.warmRisers(queryClient, searchOf(request)));
      // The URL reader (filter catalog, stat names) loads while the leagues are on their way,
      // so it stays out of the start-up bundle at no cost in time.
      const [leagues, { leaderboardRequestFor }] = await Promise.all([
        queryClient.ensureQueryData(leaguesQueryOptions()),
        import('./analyze-params'),
      ]);
      const board = leaderboardRequestFor(searchOf(request), leagues);
      if (board) await queryClient.prefetchQuery(leaderboardQueryOptions(board));
    });
