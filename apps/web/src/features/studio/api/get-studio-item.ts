import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { studioKeys } from './studio-keys';
import type { StudioItem } from './studio-types';

/** GET /api/me/content/{id}: one of one's own items, in any status. */
export async function getStudioItem(id: number) {
  const { data } = await api.get<StudioItem>(`/me/content/${id}`, { auth: true });
  return data;
}

export const studioItemQueryOptions = (id: number) =>
  queryOptions({
    queryKey: studioKeys.item(id),
    queryFn: () => getStudioItem(id),
    staleTime: 0,
    // A hosted video being transcoded: poll its progress until it is ready or failed.
    refetchInterval: (q) => (q.state.data?.status === 'processing' ? 2000 : false),
  });

export const useStudioItem = (id: number, enabled = true) => useQuery({ ...studioItemQueryOptions(id), enabled });
