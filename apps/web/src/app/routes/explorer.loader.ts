import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { playerQueryOptions } from '../../features/players/api/get-player';
import { leaguesQueryOptions } from '../../features/rankings/api/get-leagues';
import { searchOf, warmGated } from '../warm-cache';

/**
 * /explorer/{playerSlug?}?league=&interval=&...: the leagues, then the page of the table the URL
 * asks for (its league is picked from the list by name), and the selected player beside it.
 */
export const explorerLoader =
  (queryClient: QueryClient) =>
  ({ params, request }: LoaderFunctionArgs) =>
    warmGated(queryClient, () => warmExplorer(queryClient, params.playerSlug, request));

/** The database's table page and selected player (the scouts' explorer shows the same view). */
export function warmExplorer(queryClient: QueryClient, slug: string | undefined, request: Request) {
  return Promise.all([
    slug ? queryClient.prefetchQuery(playerQueryOptions(slug)) : null,
    warmTable(queryClient, searchOf(request)),
  ]);
}

async function warmTable(queryClient: QueryClient, search: URLSearchParams) {
  // The URL reader and the table's query pull in the stat catalog: loaded while the leagues are
  // on their way, so they stay out of the start-up bundle at no cost in time.
  const [leagues, { explorerLeague, stateFromParams }, { explorerQueryOptions }] =
    await Promise.all([
      queryClient.ensureQueryData(leaguesQueryOptions()),
      import('../../features/explorer/utils/explorer-url'),
      import('../../features/explorer/api/get-explorer'),
    ]);
  const state = stateFromParams(search);
  const league = explorerLeague(leagues, state.league);
  if (league) await queryClient.prefetchQuery(explorerQueryOptions(state, league.id));
}
