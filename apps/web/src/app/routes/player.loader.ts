import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { isPlayerTab } from '../../config/paths';
import { playerQueryOptions } from '../../features/players/api/get-player';
import { playerGearQueryOptions } from '../../features/players/api/get-player-gear';
import { playerTimelineQueryOptions } from '../../features/players/api/get-player-timeline';
import { playerStatsQueryOptions } from '../../features/stats/api/get-player-stats';
import { playerHasPlaysQueryOptions } from '../../features/film/api/get-player-plays';
import { orNotFound, pageNotFound, searchOf, warmGated } from '../warm-cache';

/** /player/{slug}/{tab?}: the player and the open tab's own call, side by side (the tab would
 *  otherwise only ask once the player has arrived and rendered). */
export const playerLoader =
  (queryClient: QueryClient) =>
  ({ params, request }: LoaderFunctionArgs) =>
    warmGated(queryClient, async () => {
      const { slug = '', activeTab } = params;
      // Same rule as the page: an unknown tab is not a page, so nothing is asked (on the server,
      // a 404 with the page's not-found view, decision 0037).
      if (!slug || (activeTab !== undefined && !isPlayerTab(activeTab))) throw pageNotFound();
      const tab = activeTab ?? 'statistics';
      await Promise.all([
        orNotFound(queryClient.fetchQuery(playerQueryOptions(slug))),
        tab === 'gear' ? queryClient.prefetchQuery(playerGearQueryOptions(slug)) : null,
        tab === 'timeline' ? queryClient.prefetchQuery(playerTimelineQueryOptions(slug)) : null,
        tab === 'statistics' ? warmStats(queryClient, slug, searchOf(request)) : null,
        // Similar players (below every tab) and the timeline's big games: code loaded on demand.
        import('../../features/intel/api/warm-intel').then((m) =>
          m.warmPlayerIntel(queryClient, slug, tab, searchOf(request)),
        ),
      ]);
    });

async function warmStats(queryClient: QueryClient, slug: string, search: URLSearchParams) {
  // The ?interval= reader pulls in the stat catalog: loaded on demand, not in the start-up bundle.
  const { intervalFromSearch } = await import('../../features/stats/utils/intervals');
  await Promise.all([
    queryClient.prefetchQuery(playerStatsQueryOptions(slug, intervalFromSearch(search))),
    // Whether his numbers link to their plays: the Watch links above the table. Asked after
    // hydration, they came in over the table and moved it (Lighthouse's one layout shift, 0.027).
    queryClient.prefetchQuery(playerHasPlaysQueryOptions(slug)),
  ]);
}
