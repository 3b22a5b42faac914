/** Query keys of the alerts: the inbox pages, the unread badge and the e-mail setting. */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: () => [...notificationKeys.all, 'list'] as const,
  unread: () => [...notificationKeys.all, 'unread'] as const,
  settings: () => [...notificationKeys.all, 'settings'] as const,
};

export const NOTIFICATIONS_PAGE_SIZE = 10;
