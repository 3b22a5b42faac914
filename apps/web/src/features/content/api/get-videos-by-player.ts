import type { ContentItem, Envelope } from '@hoopdex/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contentKeys } from './query-keys';

export const VIDEO_GRID_PAGE_SIZE = 12;

/** Spec §7 videosByPlayerId: every video a player is tagged in, newest first, one page. */
export async function getVideosByPlayer(playerId: number, page: number): Promise<Envelope<ContentItem[]>> {
  const result = await api.get<ContentItem[]>('/videosByPlayerId', {
    query: {
      playerId,
      limit: VIDEO_GRID_PAGE_SIZE,
      offset: (page - 1) * VIDEO_GRID_PAGE_SIZE,
      sort: { publishedat: 'desc' },
    },
  });
  return { data: result.data ?? [], rowCount: result.rowCount };
}

export const videosByPlayerQueryOptions = (playerId: number, page: number) =>
  queryOptions({
    queryKey: contentKeys.videosByPlayer(playerId, page),
    queryFn: () => getVideosByPlayer(playerId, page),
  });

export function useVideosByPlayer(playerId: number, page: number, enabled = true) {
  // The previous page stays on screen while the next one loads, so the grid does not collapse.
  return useQuery({ ...videosByPlayerQueryOptions(playerId, page), placeholderData: keepPreviousData, enabled });
}
