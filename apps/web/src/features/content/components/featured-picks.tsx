import { useId } from 'react';
import { Link } from 'react-router';
import { ImageWithFallback } from '../../../components/ui/image-with-fallback';
import { ErrorState } from '../../../components/ui/state-views';
import { paths } from '../../../config/paths';
import { creatorDisplayName } from '../../../lib/creator';
import { videoThumbnail } from '../../../lib/video-thumbnail';
import { useFeaturedContent } from '../api/get-featured-content';
import '../../../components/ui/side-list.css';
import './content-lists.css';

/** '{product} Picks': featured videos and articles as compact rows (spec §2 right column). */
export function FeaturedPicks({ title }: { title: string }) {
  const headingId = useId();
  const picks = useFeaturedContent();
  return (
    <section className="side-list" aria-labelledby={headingId} aria-busy={picks.isPending}>
      <h2 id={headingId} className="side-list__title">
        {title}
      </h2>
      {picks.isError ? (
        <ErrorState what="the picks" error={picks.error} onRetry={() => void picks.refetch()} />
      ) : (
        <ul className="side-list__items">
          {picks.isPending
            ? Array.from({ length: 4 }, (_, index) => (
                <li key={index} className="side-list__row" aria-hidden="true">
                  <span className="skeleton picks__thumb" />
                  <span className="skeleton side-list__line" />
                </li>
              ))
            : picks.data.map((item) => {
                const label = item.content.title ?? 'Untitled';
                const to = item.content_type === 'article' ? paths.article(item.id) : paths.video(item.content.videoid ?? item.id);
                return (
                  <li key={item.id}>
                    <Link className="side-list__row" to={to}>
                      <ImageWithFallback className="picks__thumb" src={videoThumbnail(item.content, { medium: true })} fallbackLabel={label} width={96} height={54} />
                      <span className="side-list__text">
                        <span className="side-list__name">{label}</span>
                        <span className="side-list__sub">
                          {item.content_type === 'article' ? 'Article' : 'Video'} · {creatorDisplayName(item.creator)}
                        </span>
                      </span>
                    </Link>
                  </li>
                );
              })}
        </ul>
      )}
      {!picks.isPending && !picks.isError && picks.data.length === 0 ? <p className="muted">No picks yet.</p> : null}
    </section>
  );
}
