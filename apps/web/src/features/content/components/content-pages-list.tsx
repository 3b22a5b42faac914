import type { ReactNode } from 'react';
import { ShowMoreButton } from '../../../components/ui/show-more-button';
import { EmptyState, ErrorState } from '../../../components/ui/state-views';
import { useContentPages, type ContentListParams } from '../api/get-content-list';
import { CardSkeletons } from './card-skeletons';
import { FeedItemCard } from './feed-item-card';
import './content-lists.css';

type ContentPagesListProps = {
  params: ContentListParams;
  /** What the list holds, for the error text and the list's accessible name. */
  label: string;
  empty: ReactNode;
};

/** A grid of content cards paged with 'Show More' (creator articles, show episodes). */
export function ContentPagesList({ params, label, empty }: ContentPagesListProps) {
  const pages = useContentPages(params);
  const items = pages.data?.pages.flatMap((page) => page.data) ?? [];
  if (pages.isError && !pages.data) {
    return <ErrorState what={label} error={pages.error} onRetry={() => void pages.refetch()} />;
  }
  if (pages.isPending) {
    return (
      <div className="video-grid" aria-busy="true">
        <CardSkeletons count={6} />
      </div>
    );
  }
  if (items.length === 0) return <EmptyState>{empty}</EmptyState>;
  return (
    <>
      <ul className="video-grid content-grid" aria-label={label}>
        {items.map((item) => (
          <li key={item.id}>
            <FeedItemCard item={item} />
          </li>
        ))}
      </ul>
      {pages.hasNextPage ? (
        <ShowMoreButton loading={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()} />
      ) : null}
    </>
  );
}
