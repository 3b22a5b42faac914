import type { ContentItem, PlayerSummary } from '@hoopdex/contract';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contentKeys } from './query-keys';

/** GET /api/videos/:id: by numeric id or by the player's video id (the /video/{videoId} links). */
export async function getVideo(videoId: string): Promise<ContentItem> {
  const { data } = await api.get<ContentItem>(`/videos/${encodeURIComponent(videoId)}`);
  return data;
}

export const videoQueryOptions = (videoId: string) =>
  queryOptions({ queryKey: contentKeys.video(videoId), queryFn: () => getVideo(videoId) });

export function useVideo(videoId: string) {
  return useQuery(videoQueryOptions(videoId));
}

/** Spec §7 playersByVideoId: the players tagged in a video. */
export async function getPlayersByVideo(id: string | number): Promise<PlayerSummary[]> {
  const { data } = await api.get<PlayerSummary[]>('/playersByVideoId', { query: { id: String(id) } });
  return data ?? [];
}

export const playersByVideoQueryOptions = (id: string | number) =>
  queryOptions({ queryKey: contentKeys.videoPlayers(id), queryFn: () => getPlayersByVideo(id) });

export function usePlayersByVideo(id: string | number | undefined) {
  return useQuery({ ...playersByVideoQueryOptions(id ?? ''), enabled: id !== undefined });
}

/** POST /api/video-analytics: one view of a content item. */
export async function recordVideoView(contentId: number) {
  const { data } = await api.post<{ contentId: number; view_count: number }>('/video-analytics', { contentId });
  return data;
}

export function useRecordVideoView() {
  return useMutation({ mutationFn: recordVideoView });
}
