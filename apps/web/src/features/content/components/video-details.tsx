import type { ContentItem } from '@hoopdex/contract';
import type { ReactNode } from 'react';
import { CreatorHeader } from '../../../components/ui/creator-header';
import { useServerMarkup } from '../../../components/ui/use-server-markup';
import { formatDate } from '../../../lib/format';
import { hashtagList } from '../utils/hashtags';
import './video-page.css';

type VideoDetailsProps = {
  video: ContentItem;
  /** Follow and like controls, passed in by the page (features do not import each other). */
  follow?: ReactNode;
  like?: ReactNode;
};

/** Title, creator header with follow, hashtags, publish date and like under the player. */
export function VideoDetails({ video, follow, like }: VideoDetailsProps) {
  const tags = hashtagList(video.content.hashtags);
  // The server's time zone is UTC, the visitor's may not be: UTC until hydration is done (0037).
  const utc = useServerMarkup();
  return (
    <div className="video-details">
      <h1 className="video-details__title">{video.content.title ?? 'Untitled video'}</h1>
      <div className="video-details__bar">
        <div className="video-details__creator">
          <CreatorHeader creator={video.creator} />
          {follow}
        </div>
        {like}
      </div>
      <p className="video-details__meta muted">
        Published <time dateTime={video.publishedat}>{formatDate(video.publishedat, { utc })}</time>
        {` · ${video.view_count} ${video.view_count === 1 ? 'view' : 'views'}`}
      </p>
      {tags.length > 0 ? (
        <ul className="video-details__tags" aria-label="Hashtags">
          {tags.map((tag) => (
            <li key={tag}>#{tag}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** Placeholder of the same height while the video loads. */
export function VideoDetailsSkeleton() {
  return (
    <div className="video-details" aria-hidden="true">
      <span className="skeleton" style={{ height: 32, width: '70%' }} />
      <span className="skeleton" style={{ height: 40, width: '40%' }} />
      <span className="skeleton" style={{ height: 16, width: '30%' }} />
    </div>
  );
}
