import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import type { StudioItem } from '../api/studio-types';
import { formatDateTime } from '../utils/format-date-time';
import { itemName, kindLabels } from '../utils/status-labels';
import { StatusBadge } from './status-badge';

type StudioItemRowProps = {
  item: StudioItem;
  onDelete: (item: StudioItem) => void;
  onUnpublish: (item: StudioItem) => void;
  onRetry: (item: StudioItem) => void;
  busy: boolean;
};

/** One of the author's items: what it is, where it stands, and what can be done with it now. */
export function StudioItemRow({ item, onDelete, onUnpublish, onRetry, busy }: StudioItemRowProps) {
  const name = itemName(item);
  const when = item.publishedat ?? item.updated_at;
  return (
    <li className="studio-row" data-testid="studio-item">
      <div className="studio-row__main">
        <h2 className="studio-row__title">
          <Link to={paths.studioEdit(item.id)}>{name}</Link>
        </h2>
        <p className="studio-row__meta">
          <span>{kindLabels[item.content_type]}</span> <StatusBadge item={item} />{' '}
          <span className="muted">
            {item.publishedat ? 'Published' : 'Updated'} {formatDateTime(when)}
          </span>
        </p>
        {item.status === 'processing' && item.progress !== null ? (
          <progress className="studio-row__progress" max={100} value={item.progress} aria-label={`Preparing ${name}`} />
        ) : null}
        {(item.status === 'failed' || item.status === 'hidden') && item.status_message ? (
          <p className={item.status === 'failed' ? 'error-text' : 'studio-row__reason'}>
            {item.status === 'hidden' ? 'Hidden by a moderator: ' : 'Could not prepare this video: '}
            {item.status_message}
          </p>
        ) : null}
      </div>
      <div className="studio-row__actions">
        <Link className="button button--ghost" to={paths.studioEdit(item.id)} aria-label={`Edit ${name}`}>
          Edit
        </Link>
        {item.status === 'published' && item.path ? (
          <Link className="button button--ghost" to={item.path} aria-label={`View ${name}`}>
            View
          </Link>
        ) : null}
        {item.status === 'published' ? (
          <Link className="button button--ghost" to={paths.studioAnalytics(item.id)} aria-label={`Analytics for ${name}`}>
            Analytics
          </Link>
        ) : null}
        {item.status === 'published' || item.status === 'scheduled' ? (
          <button type="button" className="button button--ghost" disabled={busy} onClick={() => onUnpublish(item)} aria-label={`Unpublish ${name}`}>
            Unpublish
          </button>
        ) : null}
        {item.status === 'failed' ? (
          <button type="button" className="button button--ghost" disabled={busy} onClick={() => onRetry(item)} aria-label={`Retry ${name}`}>
            Retry
          </button>
        ) : null}
        <button type="button" className="button button--ghost studio-button--danger-text" disabled={busy} onClick={() => onDelete(item)} aria-label={`Delete ${name}`}>
          Delete
        </button>
      </div>
    </li>
  );
}
