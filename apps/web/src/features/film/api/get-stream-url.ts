import type { ContentItem } from '@hoopdex/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { filmKeys } from './film-keys';
import type { ClipVideo } from './film-types';

/** GET /api/videos/{id}: a hosted video's HLS playlist, for clips that do not carry it. */
export async function getStreamUrl(contentId: number): Promise<string | null> {
  const { data } = await api.get<ContentItem>(`/videos/${contentId}`);
  return data.content.stream_url ?? null;
}

export const streamUrlQueryOptions = (contentId: number) =>
  queryOptions({
    queryKey: filmKeys.stream(contentId),
    queryFn: () => getStreamUrl(contentId),
    staleTime: Infinity,
  });

/** The clip's film: its own stream_url, else the content item's (looked up once per film). */
export function useStreamUrl(video: ClipVideo | null | undefined) {
  const own = video?.stream_url ?? null;
  const lookup = useQuery({
    ...streamUrlQueryOptions(video?.content_id ?? 0),
    enabled: !!video && !own,
  });
  return { url: own ?? lookup.data ?? null, pending: !own && !!video && lookup.isPending, error: lookup.error };
}
