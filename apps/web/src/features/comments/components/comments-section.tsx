import { useId } from 'react';
import { ShowMoreButton } from '../../../components/ui/show-more-button';
import { EmptyState, ErrorState } from '../../../components/ui/state-views';
import { useRenderNow } from '../../../components/ui/use-render-now';
import { useSession } from '../../../lib/auth';
import { formatRelativeTime } from '../../../lib/format';
import { useComments } from '../api/get-comments';
import { CommentForm } from './comment-form';
import './comments.css';

/** Comments of a video or article: everyone reads; users post, guests post via the guest login. */
export function CommentsSection({ contentId }: { contentId: number }) {
  const headingId = useId();
  // The server's render time until hydrated, so '3 hours ago' reads the same on both (0037).
  const now = useRenderNow();
  const { status } = useSession();
  const comments = useComments(contentId);
  const items = comments.data?.pages.flatMap((page) => page.data) ?? [];
  const total = comments.data?.pages[0]?.rowCount ?? 0;

  return (
    <section className="comments" aria-labelledby={headingId}>
      <h2 id={headingId}>Comments{total ? ` (${total})` : ''}</h2>
      {status !== 'loading' ? (
        <CommentForm contentId={contentId} signedIn={status === 'signed-in'} />
      ) : null}
      {comments.isError && !comments.data ? (
        <ErrorState
          what="the comments"
          error={comments.error}
          onRetry={() => void comments.refetch()}
        />
      ) : comments.isPending ? (
        <p className="muted">Loading comments…</p>
      ) : items.length === 0 ? (
        <EmptyState>
          <p>No comments yet. Be the first to say something.</p>
        </EmptyState>
      ) : (
        <ol className="comments__list">
          {items.map((comment) => (
            <li key={comment.id} className="comments__item">
              <p className="comments__meta">
                <strong>{comment.author.name}</strong>
                {comment.author.guest ? <span className="muted"> (guest)</span> : null}
                <span className="muted"> · {formatRelativeTime(comment.created_at, now)}</span>
              </p>
              <p className="comments__body">{comment.body}</p>
            </li>
          ))}
        </ol>
      )}
      {comments.hasNextPage ? (
        <ShowMoreButton
          label="More comments"
          loading={comments.isFetchingNextPage}
          onClick={() => void comments.fetchNextPage()}
        />
      ) : null}
    </section>
  );
}
