import type { ContentItem } from '@hoopdex/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contentKeys } from './query-keys';

/** Article ids are numeric; any other /article/{id} is not a page (and is not asked for). */
export const isArticleId = (id: string): boolean => /^\d+$/.test(id);

export async function getArticle(id: string): Promise<ContentItem> {
  const { data } = await api.get<ContentItem>(`/articles/${encodeURIComponent(id)}`);
  return data;
}

export const articleQueryOptions = (id: string) =>
  queryOptions({ queryKey: contentKeys.article(id), queryFn: () => getArticle(id) });

export function useArticle(id: string, enabled = true) {
  return useQuery({ ...articleQueryOptions(id), enabled });
}
