import type { ContentItem } from '@hoopdex/contract';
import { CreatorHeader } from '../../../components/ui/creator-header';
import { formatRelativeTime } from '../../../lib/format';
import { useRenderNow } from '../../../components/ui/use-render-now';
import './cards.css';

/** Spec §2: a user post reads '{creator} shared a status update'. */
export function PostCard({ item }: { item: ContentItem }) {
  const now = useRenderNow();
  return (
    <article className="card post-card">
      <CreatorHeader creator={item.creator} label="shared a status update" />
      {item.content.body ? <p className="post-card__body">{item.content.body}</p> : null}
      <time className="card__meta" dateTime={item.publishedat}>
        {formatRelativeTime(item.publishedat, now)}
      </time>
    </article>
  );
}
