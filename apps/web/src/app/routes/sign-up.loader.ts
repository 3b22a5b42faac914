import type { QueryClient } from '@tanstack/react-query';
import { trendingPlayersQueryOptions } from '../../features/discover/api/get-trending-players';

/**
 * /sign-up is where a signed-out visitor lands (spec §2 gating): its glimpse of real content, the
 * trending players and this week's risers, comes from public calls, so it is warmed for everyone
 * while the page's chunk downloads. Fire and forget, as every loader (DESIGN convention 4).
 */
export const signUpLoader = (queryClient: QueryClient) => () => {
  void Promise.all([
    queryClient.prefetchQuery(trendingPlayersQueryOptions()),
    import('../../features/intel/api/get-risers').then((m) => queryClient.prefetchQuery(m.homeRisersQueryOptions())),
  ]).catch(() => {
    // The page's own queries show their skeletons, errors and retries.
  });
  return null;
};
