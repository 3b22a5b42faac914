import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { env } from '../../../config/env';
import { notificationKeys } from '../api/query-keys';

type StreamData = { unread?: number };

/**
 * Keeps the badge and the inbox current without a reload: an EventSource on /api/me/events
 * (signed in by the session cookie, so no token in the URL). The stream only says "something
 * new" with the unread count; the list is refetched from the API, the one truth. EventSource
 * reconnects by itself and sends Last-Event-ID, and the server's first `sync` event then says
 * whether anything arrived meanwhile.
 */
export function useAlertStream(enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const source = new EventSource(`${env.apiBaseUrl}/me/events`, { withCredentials: true });
    const onCount = (event: MessageEvent<string>) => {
      const data = parse(event.data);
      if (typeof data?.unread === 'number')
        queryClient.setQueryData(notificationKeys.unread(), data.unread);
    };
    const onNew = (event: MessageEvent<string>) => {
      onCount(event);
      void queryClient.invalidateQueries({ queryKey: notificationKeys.list() });
    };
    const onSync = (event: MessageEvent<string>) => {
      onCount(event);
      if ((parse(event.data) as { missed?: boolean } | null)?.missed) {
        void queryClient.invalidateQueries({ queryKey: notificationKeys.list() });
      }
    };
    source.addEventListener('sync', onSync);
    source.addEventListener('notification', onNew);
    source.addEventListener('unread', onCount);
    return () => source.close();
  }, [enabled, queryClient]);
}

function parse(text: string): StreamData | null {
  try {
    return JSON.parse(text) as StreamData;
  } catch {
    return null;
  }
}
