import type { ReportedItem } from '@hoopdex/contract';
import { useId, useState, type FormEvent } from 'react';
import { useModerate } from '../api/moderation-api';

/** One reported item: why readers flagged it, and hide or restore with a reason for its author. */
export function ModerationItem({ item }: { item: ReportedItem }) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const moderate = useModerate();
  const action = item.hidden ? 'restore' : 'hide';
  const title = item.title ?? `Untitled ${item.content_type}`;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!reason.trim()) {
      setError('Give a reason: the author will see it.');
      return;
    }
    setError('');
    moderate.mutate({ contentId: item.content_id, action, reason: reason.trim() }, { onSuccess: () => setReason('') });
  };
  return (
    <li className="moderation-item" data-testid="moderation-item">
      <h2>{title}</h2>
      <p>
        {item.content_type === 'user_post' ? 'Post' : item.content_type === 'video' ? 'Video' : 'Article'} by {item.creator.displayname} ·{' '}
        {item.report_count} {item.report_count === 1 ? 'report' : 'reports'}
        {item.hidden ? ` · Hidden${item.hidden_reason ? `: ${item.hidden_reason}` : ''}` : ''}
      </p>
      <ul>
        {item.reports.map((r, i) => (
          <li key={i}>
            <strong>{r.reason}</strong>
            {r.note ? `: ${r.note}` : ''}
          </li>
        ))}
      </ul>
      <form onSubmit={submit} noValidate>
        <label htmlFor={id}>Reason to {action} (shown to the author)</label>
        <input id={id} type="text" maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} aria-describedby={error ? `${id}-error` : undefined} />
        {error ? (
          <p id={`${id}-error`} className="error-text">
            {error}
          </p>
        ) : null}
        {moderate.error ? (
          <p className="error-text" role="alert">
            {moderate.error.message}
          </p>
        ) : null}
        <div>
          <button type="submit" className="button" disabled={moderate.isPending}>
            {item.hidden ? `Restore “${title}”` : `Hide “${title}”`}
          </button>
        </div>
      </form>
    </li>
  );
}
