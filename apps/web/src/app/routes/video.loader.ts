import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { videoQueryOptions } from '../../features/content/api/get-video';
import { isPlaylistId, playlistQueryOptions } from '../../features/playlists/api/get-playlist';
import { orNotFound, searchOf, warmGated } from '../warm-cache';

/** /video/{videoId}?p=: the video, and the playlist of the side list when ?p= names one. */
export const videoLoader =
  (queryClient: QueryClient) =>
  ({ params, request }: LoaderFunctionArgs) =>
    warmGated(queryClient, () => {
      const playlistId = searchOf(request).get('p');
      return Promise.all([
        orNotFound(queryClient.fetchQuery(videoQueryOptions(params.videoId ?? ''))),
        isPlaylistId(playlistId)
          ? queryClient.prefetchQuery(playlistQueryOptions(playlistId))
          : null,
      ]);
    });
