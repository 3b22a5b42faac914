import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { studioKeys, type StudioListQuery } from './studio-keys';
import type { StudioList } from './studio-types';

export const STUDIO_PAGE_SIZE = 20;

/** GET /api/me/content: one's own items, newest first, with a count per status. */
export async function getStudioItems(query: StudioListQuery) {
  const { data, rowCount } = await api.get<StudioList>('/me/content', {
    auth: true,
    query: {
      status: query.status,
      q: query.q,
      limit: STUDIO_PAGE_SIZE,
      offset: (query.page - 1) * STUDIO_PAGE_SIZE,
    },
  });
  return { ...data, rowCount };
}

export const studioItemsQueryOptions = (query: StudioListQuery) =>
  queryOptions({
    queryKey: studioKeys.list(query),
    queryFn: () => getStudioItems(query),
    // One's own items change from this tab and from the transcoder: never trust a cached list long.
    staleTime: 0,
    placeholderData: keepPreviousData,
    // Poll while a video is being prepared, so its % moves and Ready appears by itself.
    refetchInterval: (q) => (q.state.data?.items.some((i) => i.status === 'processing') ? 3000 : false),
  });

export const useStudioItems = (query: StudioListQuery) => useQuery(studioItemsQueryOptions(query));
