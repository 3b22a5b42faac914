import type { Creator } from '@hoopdex/contract';
import { Link } from 'react-router';
import { creatorDisplayName, creatorPath } from '../../lib/creator';
import { formatDate } from '../../lib/format';
import { ImageWithFallback } from './image-with-fallback';
import { useServerMarkup } from './use-server-markup';
import './creator-header.css';

type CreatorHeaderProps = {
  creator: Pick<Creator, 'type' | 'displayname' | 'profile_key' | 'image'>;
  /** E.g. 'shared a status update'. */
  label?: string;
  publishedAt?: string | null;
};

/** Avatar, name link, optional label and published date (spec §2). */
export function CreatorHeader({ creator, label, publishedAt }: CreatorHeaderProps) {
  const name = creatorDisplayName(creator);
  // The server's time zone is UTC, the visitor's may not be: UTC until hydration is done (0037).
  const utc = useServerMarkup();
  return (
    <div className="creator-header">
      <ImageWithFallback
        className="creator-header__avatar"
        src={creator.image}
        fallbackLabel={name}
        width={40}
        height={40}
      />
      <div className="creator-header__text">
        <p className="creator-header__line">
          <Link className="creator-header__name" to={creatorPath(creator)}>
            {name}
          </Link>
          {label ? <span className="creator-header__label"> {label}</span> : null}
        </p>
        {publishedAt ? (
          <time className="creator-header__date muted" dateTime={publishedAt}>
            {formatDate(publishedAt, { utc })}
          </time>
        ) : null}
      </div>
    </div>
  );
}
