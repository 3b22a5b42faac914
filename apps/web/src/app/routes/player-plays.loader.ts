import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { playerPlaysQueryOptions } from '../../features/film/api/get-player-plays';
import { readPlaylistFilters } from '../../features/film/components/playlist-filters';
import { playerQueryOptions } from '../../features/players/api/get-player';
import { leagueCatalogueQueryOptions } from '../../lib/league-catalogue';
import { searchOf, warmGated } from '../warm-cache';

/** /player/{slug}/plays: the player, the first page of his clips and the leagues' periods. */
export const playerPlaysLoader =
  (queryClient: QueryClient) =>
  ({ params, request }: LoaderFunctionArgs) =>
    warmGated(queryClient, async () => {
      const slug = params.slug;
      if (!slug) return;
      await Promise.all([
        queryClient.prefetchQuery(playerQueryOptions(slug)),
        queryClient.prefetchQuery(playerPlaysQueryOptions(slug, readPlaylistFilters(searchOf(request)))),
        queryClient.prefetchQuery(leagueCatalogueQueryOptions()),
      ]);
    });
