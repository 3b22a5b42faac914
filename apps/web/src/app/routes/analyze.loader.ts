import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { leaderboardQueryOptions } from '../../features/leaderboards/api/get-leaderboard';
import { leaguesQueryOptions } from '../../features/rankings/api/get-leagues';
import { isRisersView } from '../../features/intel/utils/risers-view';
import { searchOf, warmGated } from '../warm-cache';

/** /analyze?league=&class=&position=&stat=&interval=&page=: the leagues, then the board the URL
 *  asks for (the league filter needs the league list to be read); ?view=risers: the risers page. */
export const analyzeLoader =
  (queryClient: QueryClient) =>
  ({ request }: LoaderFunctionArgs) =>
    warmGated(queryClient, async () => {
      if (isRisersView(searchOf(request))) return warmRisers(queryClient, searchOf(request));
      // The URL reader (filter catalog, stat names) loads while the leagues are on their way,
      // so it stays out of the start-up bundle at no cost in time.
      const [leagues, { leaderboardRequestFor }] = await Promise.all([
        queryClient.ensureQueryData(leaguesQueryOptions()),
        import('./analyze-params'),
      ]);
      const board = leaderboardRequestFor(searchOf(request), leagues);
      if (board) await queryClient.prefetchQuery(leaderboardQueryOptions(board));
    });

async function warmRisers(queryClient: QueryClient, search: URLSearchParams) {
  const [leagues, { risersRequestFor }, { risersQueryOptions }] = await Promise.all([
    queryClient.ensureQueryData(leaguesQueryOptions()),
    import('../../features/intel/utils/risers-params'),
    import('../../features/intel/api/get-risers'),
  ]);
  const risers = risersRequestFor(search, leagues);
  if (risers) await queryClient.prefetchQuery(risersQueryOptions(risers));
}
