import type { FollowListItem, FollowType } from '@hoopdex/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { followKeys } from '../api/query-keys';
import { useSetFollow } from '../api/set-follow';
import { getMyFollows } from '../api/get-my-follows';
import { errorLines } from '../../../components/forms/use-submit';
import { FormErrors } from '../../../components/forms/form-errors';

const groups: Array<{ type: FollowType; title: string }> = [
  { type: 'player', title: 'Players' },
  { type: 'creator', title: 'Creators' },
  { type: 'show', title: 'Shows' },
];

const linkOf = (f: FollowListItem) =>
  f.followType === 'player'
    ? paths.player(f.slug)
    : f.followType === 'show'
      ? paths.show(f.slug)
      : paths.creator(f.slug);

/** The players, creators and shows the user follows, each with an Unfollow button. */
export function MyFollows() {
  const queryClient = useQueryClient();
  const follows = useQuery({ queryKey: followKeys.list(), queryFn: getMyFollows });
  const setFollow = useSetFollow();
  if (follows.isPending) return <p className="muted">Loading what you follow…</p>;
  if (follows.isError) return <FormErrors lines={errorLines(follows.error)} />;
  const unfollow = (f: FollowListItem) =>
    setFollow.mutate(
      { slug: f.slug, followType: f.followType, follow: false },
      {
        onSuccess: () =>
          queryClient.setQueryData<FollowListItem[]>(followKeys.list(), (list) =>
            list?.filter((x) => !(x.slug === f.slug && x.followType === f.followType)),
          ),
      },
    );
  return (
    <div className="auth-section">
      <h2>Following</h2>
      {setFollow.isError ? <FormErrors lines={errorLines(setFollow.error)} /> : null}
      {follows.data.length === 0 ? (
        <p className="muted">
          You do not follow anyone yet. <Link to={paths.home()}>Discover players to follow</Link>
        </p>
      ) : (
        groups.map(({ type, title }) => {
          const items = follows.data.filter((f) => f.followType === type);
          if (items.length === 0) return null;
          return (
            <section key={type}>
              <h3>{title}</h3>
              <ul className="auth-list">
                {items.map((f) => (
                  <li key={`${f.followType}-${f.slug}`}>
                    <Link to={linkOf(f)}>{f.name}</Link>
                    <button
                      type="button"
                      className="link-button"
                      disabled={setFollow.isPending}
                      onClick={() => unfollow(f)}
                      aria-label={`Unfollow ${f.name}`}
                    >
                      - Unfollow
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          );
        })
      )}
    </div>
  );
}
