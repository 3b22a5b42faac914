import type { Playlist } from '@hoopdex/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { playlistKeys } from './query-keys';

/** Spec §7 getAllFeaturedPlaylists, each with its videos. */
export async function getFeaturedPlaylists(): Promise<Playlist[]> {
  const { data } = await api.get<Playlist[]>('/getAllFeaturedPlaylists', { query: { limit: 10 } });
  return data ?? [];
}

export const featuredPlaylistsQueryOptions = () =>
  queryOptions({ queryKey: playlistKeys.featured(), queryFn: getFeaturedPlaylists });

export function useFeaturedPlaylists() {
  return useQuery(featuredPlaylistsQueryOptions());
}
