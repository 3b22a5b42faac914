import type { QueryClient } from '@tanstack/react-query';
import { featuredPlaylistsQueryOptions } from '../../features/playlists/api/get-featured-playlists';
import { showsQueryOptions } from '../../features/shows/api/get-shows';
import { warmGated } from '../warm-cache';

/** /shows: the show cards and the featured playlists. */
export const showsLoader = (queryClient: QueryClient) => () =>
  warmGated(queryClient, () =>
    Promise.all([
      queryClient.prefetchQuery(showsQueryOptions()),
      queryClient.prefetchQuery(featuredPlaylistsQueryOptions()),
    ]),
  );
