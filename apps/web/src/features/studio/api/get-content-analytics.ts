import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { studioKeys } from './studio-keys';
import type { ContentAnalytics } from './studio-types';

export const analyticsRanges = [7, 30, 90] as const;

/** GET /api/me/content/{id}/analytics?days=: totals and a row per day. */
export const contentAnalyticsQueryOptions = (id: number, days: number) =>
  queryOptions({
    queryKey: studioKeys.analytics(id, days),
    queryFn: async () => (await api.get<ContentAnalytics>(`/me/content/${id}/analytics`, { auth: true, query: { days } })).data,
    placeholderData: keepPreviousData,
  });

export const useContentAnalytics = (id: number, days: number, enabled = true) =>
  useQuery({ ...contentAnalyticsQueryOptions(id, days), enabled });
