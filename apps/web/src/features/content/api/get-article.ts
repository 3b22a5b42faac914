import type { ContentItem } from '@hoopdex/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export async function getArticle(id: string): Promise<ContentItem> {
  const { data } = await api.get<ContentItem>(`/articles/${encodeURIComponent(id)}`);
  return data;
}

export const articleQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['content', 'article', id] as const, queryFn: () => getArticle(id) });

export function useArticle(id: string, enabled = true) {
  return useQuery({ ...articleQueryOptions(id), enabled });
}
