import type { ContentItem } from '@hoopdex/contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format';
import { errorLines } from '../../../components/forms/use-submit';
import { FormErrors } from '../../../components/forms/form-errors';
import { getMyLikes } from '../api/get-my-likes';
import { likeKeys } from '../api/query-keys';

const linkOf = (item: ContentItem) =>
  item.content_type === 'video' && item.content.videoid
    ? paths.video(item.content.videoid)
    : paths.article(item.id);

/** The videos and articles the user liked, newest first. */
export function MyLikes() {
  const likes = useQuery({ queryKey: likeKeys.list(), queryFn: getMyLikes });
  if (likes.isPending) return <p className="muted">Loading what you liked…</p>;
  if (likes.isError) return <FormErrors lines={errorLines(likes.error)} />;
  return (
    <div className="auth-section">
      <h2>Liked</h2>
      {likes.data.length === 0 ? (
        <p className="muted">Nothing liked yet.</p>
      ) : (
        <ul className="auth-list">
          {likes.data.map((item) => (
            <li key={item.id}>
              <Link to={linkOf(item)}>{item.content.title ?? 'Untitled'}</Link>
              <span className="muted">{formatDate(item.publishedat)}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
