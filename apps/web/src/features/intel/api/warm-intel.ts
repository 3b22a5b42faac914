import type { QueryClient } from '@tanstack/react-query';
import type { PlayerTab } from '../../../config/paths';
import { leaguesQueryOptions } from '../../rankings';
import { risersRequestFor } from '../utils/risers-params';
import { playerBigGamesQueryOptions } from './get-big-games';
import { compScopeFromSearch, compsQueryOptions } from './get-comps';
import { risersQueryOptions } from './get-risers';

// What the route loaders warm for this feature. The loaders import this module on demand, so
// the start-up bundle carries only the import call (the pages load the same code anyway).

/** /analyze?view=risers: the leagues, then the page of risers the URL asks for. */
export async function warmRisers(queryClient: QueryClient, search: URLSearchParams) {
  const leagues = await queryClient.ensureQueryData(leaguesQueryOptions());
  const request = risersRequestFor(search, leagues);
  if (request) await queryClient.prefetchQuery(risersQueryOptions(request));
}

/** /player/{slug}: the similar players below every tab, and the big games of the timeline tab. */
export async function warmPlayerIntel(
  queryClient: QueryClient,
  slug: string,
  tab: PlayerTab,
  search: URLSearchParams,
) {
  await Promise.all([
    queryClient.prefetchQuery(compsQueryOptions(slug, compScopeFromSearch(search))),
    tab === 'timeline' ? queryClient.prefetchQuery(playerBigGamesQueryOptions(slug)) : null,
  ]);
}
