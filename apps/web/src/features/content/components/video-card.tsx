import type { ContentItem } from '@hoopdex/contract';
import { Link } from 'react-router';
import { ImageWithFallback } from '../../../components/ui/image-with-fallback';
import { paths } from '../../../config/paths';
import { creatorDisplayName } from '../../../lib/creator';
import { formatRelativeTime } from '../../../lib/format';
import { useRenderNow } from '../../../components/ui/use-render-now';
import { videoThumbnail } from '../../../lib/video-thumbnail';
import { hashtagList } from '../utils/hashtags';
import './cards.css';

type VideoCardProps = {
  item: ContentItem;
  /** Playlist context, sent to the video page as ?p= */
  p?: string | number | null;
  /** Home cards use the medium youtube thumbnail. */
  mediumThumbnail?: boolean;
};

/** Spec §2: thumbnail with play overlay; a list row under 415 px wide (see cards.css). */
export function VideoCard({ item, p, mediumThumbnail }: VideoCardProps) {
  const { content, creator } = item;
  const title = content.title ?? 'Untitled video';
  const to = paths.video(content.videoid ?? item.id, p);
  const tags = hashtagList(content.hashtags);
  const now = useRenderNow();
  return (
    <article className="card video-card">
      <Link to={to} className="card__link video-card__link">
        <span className="video-card__thumb">
          <ImageWithFallback
            src={videoThumbnail(content, { medium: mediumThumbnail })}
            fallbackLabel={title}
          />
          <span className="video-card__play" aria-hidden="true" />
        </span>
        <span className="card__body">
          <span className="card__title">{title}</span>
          <span className="card__meta">
            {content.channellogo ? (
              <ImageWithFallback
                className="video-card__logo"
                src={content.channellogo}
                fallbackLabel={creator.displayname}
              />
            ) : null}
            <span>{creatorDisplayName(creator)}</span>
            <span aria-hidden="true">·</span>
            <time dateTime={item.publishedat}>{formatRelativeTime(item.publishedat, now)}</time>
          </span>
          {tags.length > 0 ? (
            <span className="card__tags">{tags.map((tag) => `#${tag}`).join(' ')}</span>
          ) : null}
        </span>
      </Link>
    </article>
  );
}
