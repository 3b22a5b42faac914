import type { Playlist } from '@hoopdex/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/playlists/:id with its videos in order. */
export async function getPlaylist(id: string): Promise<Playlist> {
  const { data } = await api.get<Playlist>(`/playlists/${encodeURIComponent(id)}`);
  return data;
}

export const playlistQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['playlists', 'detail', id] as const, queryFn: () => getPlaylist(id) });

export function usePlaylist(id: string | null) {
  return useQuery({ ...playlistQueryOptions(id ?? ''), enabled: !!id && /^\d+$/.test(id) });
}
