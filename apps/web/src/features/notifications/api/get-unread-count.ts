import type { UnreadCount } from '@hoopdex/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notificationKeys } from './query-keys';

export async function getUnreadCount(): Promise<number> {
  const { data } = await api.get<UnreadCount>('/me/notifications/unread-count', { auth: true });
  return data?.unread ?? 0;
}

/** The badge. The event stream keeps it current; a refetch on focus covers a stream that is down. */
export const unreadCountQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.unread(),
    queryFn: getUnreadCount,
    staleTime: 60_000,
    refetchOnWindowFocus: true,
  });

export function useUnreadCount(enabled: boolean) {
  return useQuery({ ...unreadCountQueryOptions(), enabled });
}
