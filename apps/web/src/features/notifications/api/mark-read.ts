import type { MarkReadBody, MarkReadResult } from '@hoopdex/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notificationKeys } from './query-keys';

export async function markRead(body: MarkReadBody): Promise<MarkReadResult> {
  const { data } = await api.post<MarkReadResult>('/me/notifications/read', body, { auth: true });
  return data;
}

/** Mark one (ids) or all read; the badge takes the server's new count, the list refetches. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    onSuccess: (result) => {
      queryClient.setQueryData(notificationKeys.unread(), result.unread);
      void queryClient.invalidateQueries({ queryKey: notificationKeys.list() });
    },
  });
}
