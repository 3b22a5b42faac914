import type { ContentItem } from '@hoopdex/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contentKeys } from './query-keys';

export const FEATURED_LIMIT = 10;

/** Spec §7: featured=true, limit=10; the picks are videos and articles (admin picks included:
 *  the drop-admin rule of spec §5 is the feed's). */
export async function getFeaturedContent(): Promise<ContentItem[]> {
  const { data } = await api.get<ContentItem[]>('/content', {
    query: { featured: 'true', limit: FEATURED_LIMIT, content_type: 'video,article' },
  });
  return data ?? [];
}

export const featuredContentQueryOptions = () =>
  queryOptions({ queryKey: contentKeys.featured(), queryFn: getFeaturedContent });

export function useFeaturedContent() {
  return useQuery(featuredContentQueryOptions());
}
