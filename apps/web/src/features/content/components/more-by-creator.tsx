import type { ContentItem } from '@hoopdex/contract';
import { useId } from 'react';
import { creatorDisplayName } from '../../../lib/creator';
import { useContentList } from '../api/get-content-list';
import { VideoGrid } from './video-grid';
import { ArticleCard } from './article-card';
import { CardSkeletons } from './card-skeletons';

type MoreByCreatorProps = { item: ContentItem; kind: 'video' | 'article'; title?: string };

/** More videos (or related articles) by the same creator, without the one being shown. */
export function MoreByCreator({ item, kind, title }: MoreByCreatorProps) {
  const headingId = useId();
  const list = useContentList({ types: [kind], creatorId: item.creator.id, limit: 7 });
  const others = list.data?.data.filter((other) => other.id !== item.id).slice(0, 6);
  if (list.isError || (others && others.length === 0)) return null;
  const heading = title ?? `More from ${creatorDisplayName(item.creator)}`;
  return (
    <section aria-labelledby={headingId} className="more-by-creator">
      <h2 id={headingId}>{heading}</h2>
      {kind === 'video' ? (
        <VideoGrid items={others} loading={list.isPending} placeholders={3} label={heading} />
      ) : (
        // Placeholders while loading, like the videos' grid: the cards do not pop into an empty
        // section and push the page down.
        <div className="video-grid" aria-busy={list.isPending}>
          {others ? (
            others.map((other) => <ArticleCard key={other.id} item={other} />)
          ) : (
            <CardSkeletons count={3} />
          )}
        </div>
      )}
    </section>
  );
}
