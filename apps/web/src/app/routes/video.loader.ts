import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import {
  playersByVideoQueryOptions,
  videoQueryOptions,
} from '../../features/content/api/get-video';
import { isPlaylistId, playlistQueryOptions } from '../../features/playlists/api/get-playlist';
import { orNotFound, searchOf, warmGated } from '../warm-cache';

/** /video/{videoId}?p=: the video and its tagged players, and the playlist of the side list when ?p= names one. */
export const videoLoader =
  (queryClient: QueryClient) =>
  ({ params, request }: LoaderFunctionArgs) =>
    warmGated(queryClient, () => {
      const playlistId = searchOf(request).get('p');
      return Promise.all([
        orNotFound(
          queryClient.fetchQuery(videoQueryOptions(params.videoId ?? '')).then((item) =>
            // The players tagged in it, beside the player: asked after hydration, their list came
            // in over the comments and moved them (Lighthouse's one layout shift, 0.029).
            queryClient.prefetchQuery(playersByVideoQueryOptions(String(item.id))),
          ),
        ),
        isPlaylistId(playlistId)
          ? queryClient.prefetchQuery(playlistQueryOptions(playlistId))
          : null,
      ]);
    });
