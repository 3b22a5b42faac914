import type { Playlist } from '@hoopdex/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { playlistKeys } from './query-keys';

/** GET /api/playlists/:id with its videos in order. */
export async function getPlaylist(id: string): Promise<Playlist> {
  const { data } = await api.get<Playlist>(`/playlists/${encodeURIComponent(id)}`);
  return data;
}

export const playlistQueryOptions = (id: string) =>
  queryOptions({ queryKey: playlistKeys.detail(id), queryFn: () => getPlaylist(id) });

/** Playlist ids are numeric; anything else in ?p= is ignored rather than asked for. */
export const isPlaylistId = (id: string | null | undefined): id is string => !!id && /^\d+$/.test(id);

export function usePlaylist(id: string | null) {
  return useQuery({ ...playlistQueryOptions(id ?? ''), enabled: isPlaylistId(id) });
}
