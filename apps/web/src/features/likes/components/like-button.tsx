import { useState } from 'react';
import { useSession } from '../../../lib/auth';
import { useLikeStatus, useSetLike } from '../api/like-status';
import './like-button.css';

type LikeButtonProps = { contentId: number; initialCount?: number };

/** Like / unlike for signed-in users (spec §1, §6); shows the count, optimistic like follow. */
export function LikeButton({ contentId, initialCount = 0 }: LikeButtonProps) {
  const { status } = useSession();
  const signedIn = status === 'signed-in';
  const likeStatus = useLikeStatus(contentId, signedIn);
  const setLike = useSetLike();
  const [optimistic, setOptimistic] = useState<{ liked: boolean; count: number } | null>(null);
  const [failed, setFailed] = useState(false);
  if (!signedIn) {
    return <span className="like-count muted">{`${initialCount} ${initialCount === 1 ? 'like' : 'likes'}`}</span>;
  }
  const liked = optimistic?.liked ?? likeStatus.data?.liked ?? false;
  const count = optimistic?.count ?? likeStatus.data?.like_count ?? initialCount;

  const onClick = () => {
    const next = !liked;
    setOptimistic({ liked: next, count: Math.max(0, count + (next ? 1 : -1)) });
    setFailed(false);
    setLike.mutate(
      { contentId, like: next },
      { onSettled: () => setOptimistic(null), onError: () => setFailed(true) },
    );
  };

  return (
    <span className="like-button">
      <button
        type="button"
        className={`like-button__button${liked ? ' like-button__button--on' : ''}`}
        aria-pressed={liked}
        onClick={onClick}
        disabled={likeStatus.isPending || setLike.isPending}
      >
        <span aria-hidden="true">{liked ? '♥' : '♡'}</span> {liked ? 'Liked' : 'Like'}
        <span className="like-button__count">{count}</span>
      </button>
      {failed ? (
        <span className="error-text" role="alert">
          Could not save your like. Please try again.
        </span>
      ) : null}
    </span>
  );
}
