import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useUnreadCount } from '../api/get-unread-count';
import { useAlertStream } from '../hooks/use-alert-stream';
import './notification-bell.css';

export const notificationsLabel = (unread: number) =>
  unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';

/**
 * The header's bell: a link to the inbox with the unread count, in the bar at every width. It
 * owns the live event stream (one per page). The link's name says the count ("Notifications,
 * 3 unread"), and a polite live region announces a change of it.
 */
export function NotificationBell({ signedIn }: { signedIn: boolean }) {
  const unread = useUnreadCount(signedIn).data ?? 0;
  useAlertStream(signedIn);
  if (!signedIn) return null;
  return (
    <>
      <Link
        to={paths.profile('notifications')}
        className="notification-bell"
        aria-label={notificationsLabel(unread)}
        data-testid="notification-bell"
      >
        <svg
          className="notification-bell__icon"
          viewBox="0 0 24 24"
          aria-hidden="true"
          focusable="false"
        >
          <path d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6v-5a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1Z" />
        </svg>
        {unread > 0 ? (
          <span className="notification-bell__count" aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </Link>
      <span className="visually-hidden" aria-live="polite">
        {unread > 0 ? `${unread} unread notifications` : ''}
      </span>
    </>
  );
}

/** The drawer's entry (below 850 px): "Notifications (3)". */
export function NotificationsDrawerLink({ signedIn }: { signedIn: boolean }) {
  const unread = useUnreadCount(signedIn).data ?? 0;
  if (!signedIn) return null;
  return (
    <li>
      <Link
        className="drawer__link"
        to={paths.profile('notifications')}
        aria-label={notificationsLabel(unread)}
      >
        Notifications{unread > 0 ? ` (${unread})` : ''}
      </Link>
    </li>
  );
}
