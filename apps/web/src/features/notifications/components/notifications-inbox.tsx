import type { Notification } from '@hoopdex/contract';
import { Link } from 'react-router';
import { ShowMoreButton } from '../../../components/ui/show-more-button';
import { EmptyState, ErrorState } from '../../../components/ui/state-views';
import { paths } from '../../../config/paths';
import { formatRelativeTime } from '../../../lib/format';
import { useNotifications } from '../api/get-notifications';
import { useUnreadCount } from '../api/get-unread-count';
import { useMarkRead } from '../api/mark-read';
import { EmailPreference } from './email-preference';
import './notifications-inbox.css';

const kindLabel: Record<Notification['kind'], string> = {
  big_game: 'Big game',
  creator_post: 'New post',
  weekly_riser: 'Weekly riser',
  projection_jump: 'Projection',
  value_move: 'Value',
};

/**
 * /profile/notifications: the inbox, newest first, 10 at a time with Show More. Opening one marks
 * it read; "Mark all read" clears the badge. Texts come from creators and imports and are shown
 * as text (React escapes them), never as HTML.
 */
export function NotificationsInbox() {
  const list = useNotifications();
  const unread = useUnreadCount(true).data ?? 0;
  const markRead = useMarkRead();
  const items = list.data?.pages.flatMap((p) => p.data) ?? [];

  return (
    <div className="auth-section notifications">
      <div className="notifications__head">
        <h2>Notifications</h2>
        <button
          type="button"
          className="button"
          disabled={unread === 0 || markRead.isPending}
          onClick={() => markRead.mutate({ all: true })}
        >
          Mark all read
        </button>
      </div>
      {list.isPending ? (
        <p className="muted">Loading notifications…</p>
      ) : list.isError ? (
        <ErrorState
          what="your notifications"
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      ) : items.length === 0 ? (
        <EmptyState>
          <p>
            No notifications yet. <Link to={paths.home()}>Follow players, creators and shows</Link>{' '}
            to hear about their big games and new posts.
          </p>
        </EmptyState>
      ) : (
        <>
          <ul className="notifications__list">
            {items.map((n) => (
              <li
                key={n.id}
                className={n.read ? 'notification' : 'notification notification--unread'}
              >
                <span className="notification__kind">
                  {kindLabel[n.kind]}
                  {n.read ? null : <span className="notification__new"> · New</span>}
                </span>
                <Link
                  to={n.path}
                  className="notification__title"
                  onClick={() => (n.read ? undefined : markRead.mutate({ ids: [n.id] }))}
                >
                  {n.title}
                </Link>
                {n.body ? <span className="notification__body">{n.body}</span> : null}
                <span className="notification__meta">
                  <time dateTime={n.created_at}>{formatRelativeTime(n.created_at)}</time>
                  {n.read ? null : (
                    <button
                      type="button"
                      className="link-button"
                      disabled={markRead.isPending}
                      onClick={() => markRead.mutate({ ids: [n.id] })}
                      aria-label={`Mark read: ${n.title}`}
                    >
                      Mark read
                    </button>
                  )}
                </span>
              </li>
            ))}
          </ul>
          {list.hasNextPage ? (
            <ShowMoreButton
              onClick={() => void list.fetchNextPage()}
              loading={list.isFetchingNextPage}
            />
          ) : null}
        </>
      )}
      <EmailPreference />
    </div>
  );
}
