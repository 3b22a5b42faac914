import type { EmailMode, NotificationSettings } from '@hoopdex/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notificationKeys } from './query-keys';

export async function getNotificationSettings(): Promise<NotificationSettings> {
  const { data } = await api.get<NotificationSettings>('/me/notification-settings', { auth: true });
  return data;
}

export async function setEmailMode(email: EmailMode): Promise<NotificationSettings> {
  const { data } = await api.put<NotificationSettings>(
    '/me/notification-settings',
    { email },
    { auth: true },
  );
  return data;
}

export const notificationSettingsQueryOptions = () =>
  queryOptions({ queryKey: notificationKeys.settings(), queryFn: getNotificationSettings });

export function useNotificationSettings() {
  return useQuery(notificationSettingsQueryOptions());
}

export function useSetEmailMode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setEmailMode,
    onSuccess: (settings) => queryClient.setQueryData(notificationKeys.settings(), settings),
  });
}
