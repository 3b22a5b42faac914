import type { ContentItem } from '@hoopdex/contract';
import { Link } from 'react-router';
import { CreatorHeader } from '../../../components/ui/creator-header';
import { ImageWithFallback } from '../../../components/ui/image-with-fallback';
import { paths } from '../../../config/paths';
import { formatRelativeTime } from '../../../lib/format';
import { useRenderNow } from '../../../components/ui/use-render-now';
import './cards.css';

/** Spec §2: an article links to /article/{id}, with the creator and a relative time. */
export function ArticleCard({ item }: { item: ContentItem }) {
  const title = item.content.title ?? 'Untitled article';
  const now = useRenderNow();
  return (
    <article className="card article-card">
      <CreatorHeader creator={item.creator} />
      <Link to={paths.article(item.id)} className="card__link article-card__link">
        {item.content.image ? (
          <ImageWithFallback
            className="article-card__image"
            src={item.content.image}
            fallbackLabel={title}
          />
        ) : null}
        <span className="card__body">
          <span className="card__title">{title}</span>
          <time className="card__meta" dateTime={item.publishedat}>
            {formatRelativeTime(item.publishedat, now)}
          </time>
        </span>
      </Link>
    </article>
  );
}
