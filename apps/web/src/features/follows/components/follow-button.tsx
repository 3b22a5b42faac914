import type { FollowType } from '@hoopdex/contract';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/auth';
import { useFollowStatus } from '../api/get-follow-status';
import { useSetFollow } from '../api/set-follow';
import './follow-button.css';

type FollowButtonProps = {
  slug: string;
  followType: FollowType;
  /**
   * +1 when a follow is made, -1 when removed (and the reverse if the call then fails). Pages
   * need not listen: the follow updates their detail query's fan count (useSetFollow). Lists
   * whose rows carry a count the mutation cannot find (search's creator cards) use it.
   */
  onCountChange?: (delta: 1 | -1) => void;
  className?: string;
};

/** Spec §4 follow button: optimistic '+ Follow' / '- Unfollow', signed-out visitors go to sign-up. */
export function FollowButton({ slug, followType, onCountChange, className }: FollowButtonProps) {
  const { status } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const signedIn = status === 'signed-in';
  const followStatus = useFollowStatus(slug, followType, signedIn);
  const setFollow = useSetFollow();
  // The optimistic value wins until the server answers (success updates the status query).
  const [optimistic, setOptimistic] = useState<boolean | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const following = optimistic ?? followStatus.data?.following ?? false;
  const busy = status === 'loading' || (signedIn && (followStatus.isPending || setFollow.isPending));

  const onClick = () => {
    if (!signedIn) {
      if (status === 'signed-out') void navigate(paths.signUp(`${location.pathname}${location.search}`));
      return;
    }
    const next = !following;
    setOptimistic(next);
    setMessage(null);
    onCountChange?.(next ? 1 : -1);
    setFollow.mutate(
      { slug, followType, follow: next },
      {
        onSettled: () => setOptimistic(null),
        onError: () => {
          onCountChange?.(next ? -1 : 1);
          setMessage(next ? 'Could not follow. Please try again.' : 'Could not unfollow. Please try again.');
        },
      },
    );
  };

  return (
    <span className={`follow-button${className ? ` ${className}` : ''}`}>
      <button type="button" className="link-button follow-button__button" onClick={onClick} disabled={busy}>
        <span aria-hidden="true">{following ? '- ' : '+ '}</span>
        {following ? 'Unfollow' : 'Follow'}
      </button>
      {message ? (
        <span className="follow-button__message error-text" role="alert">
          {message}
        </span>
      ) : null}
    </span>
  );
}
