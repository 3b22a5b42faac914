import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReportedItem } from '@hoopdex/contract';
import { api } from '../../../lib/api-client';

export const reportReasons = [
  { value: 'spam', label: 'Spam or advertising' },
  { value: 'abuse', label: 'Harassment or hate' },
  { value: 'violence', label: 'Violence or danger' },
  { value: 'copyright', label: 'Someone else’s work (copyright)' },
  { value: 'misleading', label: 'False or misleading' },
  { value: 'other', label: 'Something else' },
] as const;
export type ReportReason = (typeof reportReasons)[number]['value'];

/** POST /api/content/{id}/reports: a signed-in reader flags an item for the admins. */
export const reportContent = (contentId: number, reason: ReportReason, note?: string) =>
  api.post<{ id: number }>(`/content/${contentId}/reports`, { reason, ...(note ? { note } : {}) }, { auth: true });

export const moderationKeys = {
  all: ['moderation'] as const,
  queue: (state: string, page: number) => ['moderation', 'queue', state, page] as const,
};

export const QUEUE_PAGE_SIZE = 20;
export type QueueState = 'open' | 'hidden' | 'all';

/** The queue the URL asks for (?state=), open reports by default. */
export const queueStateFrom = (search: URLSearchParams): QueueState => {
  const state = search.get('state');
  return state === 'hidden' || state === 'all' ? state : 'open';
};

/** GET /api/admin/reports: reported items, most reported first. */
export const reportQueueQueryOptions = (state: QueueState, page: number) =>
  queryOptions({
    queryKey: moderationKeys.queue(state, page),
    queryFn: async () => {
      const { data, rowCount } = await api.get<ReportedItem[]>('/admin/reports', {
        auth: true,
        query: { state, limit: QUEUE_PAGE_SIZE, offset: (page - 1) * QUEUE_PAGE_SIZE },
      });
      return { items: data ?? [], rowCount };
    },
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const useReportQueue = (state: QueueState, page: number, enabled = true) =>
  useQuery({ ...reportQueueQueryOptions(state, page), enabled });

/** POST /api/admin/content/{id}/hide or /restore, with the reason the author will read. */
export function useModerate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ contentId, action, reason }: { contentId: number; action: 'hide' | 'restore'; reason: string }) =>
      api.post<{ id: number; hidden: boolean; reason: string }>(`/admin/content/${contentId}/${action}`, { reason }, { auth: true }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: moderationKeys.all }),
  });
}
