import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { pageFromSearch } from '../../components/ui/page-param';
import { playersByVideoQueryOptions } from '../../features/content/api/get-video';
import { videosByPlayerQueryOptions } from '../../features/content/api/get-videos-by-player';
import { searchOf, warmGated } from '../warm-cache';

/**
 * /view-all-videos-by-playerid/{playerId}?page=: that page of the player's videos, then the tags
 * of the first one (there is no player-by-id call: the page's heading takes the name from them).
 */
export const viewAllVideosByPlayerLoader =
  (queryClient: QueryClient) =>
  ({ params, request }: LoaderFunctionArgs) =>
    warmGated(queryClient, async () => {
      const id = Number(params.playerId);
      // Same rule as the page: anything but a positive whole number asks nothing.
      if (!Number.isInteger(id) || id <= 0) return;
      const videos = await queryClient.ensureQueryData(
        videosByPlayerQueryOptions(id, pageFromSearch(searchOf(request))),
      );
      const first = videos.data[0];
      if (first) await queryClient.prefetchQuery(playersByVideoQueryOptions(first.id));
    });
