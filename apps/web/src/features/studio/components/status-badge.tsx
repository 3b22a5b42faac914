import type { StudioItem } from '../api/studio-types';
import { statusLabels } from '../utils/status-labels';
import { formatDateTime } from '../utils/format-date-time';

/** An item's state in words (never colour alone), with what the author needs to know about it. */
export function StatusBadge({ item }: { item: Pick<StudioItem, 'status' | 'progress' | 'publish_at' | 'status_message'> }) {
  const label = statusLabels[item.status];
  let detail: string | null = null;
  if (item.status === 'processing' && item.progress !== null) detail = `${Math.round(item.progress)}%`;
  if (item.status === 'scheduled' && item.publish_at) detail = formatDateTime(item.publish_at);
  return (
    <span className={`studio-badge studio-badge--${item.status}`}>
      {label}
      {detail ? <span className="studio-badge__detail"> · {detail}</span> : null}
    </span>
  );
}
