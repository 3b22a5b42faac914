import type { Envelope, Notification } from '@hoopdex/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { NOTIFICATIONS_PAGE_SIZE, notificationKeys } from './query-keys';

export async function getNotifications(offset: number): Promise<Envelope<Notification[]>> {
  const result = await api.get<Notification[]>('/me/notifications', {
    query: { limit: NOTIFICATIONS_PAGE_SIZE, offset },
    auth: true,
  });
  return { data: result.data ?? [], rowCount: result.rowCount };
}

/** The inbox, newest first, 10 at a time ("Show More" while loaded < rowCount). */
export const notificationsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list(),
    queryFn: ({ pageParam }) => getNotifications(pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.data.length, 0);
      return last.data.length > 0 && loaded < last.rowCount ? loaded : undefined;
    },
  });

export function useNotifications() {
  return useInfiniteQuery(notificationsQueryOptions());
}
