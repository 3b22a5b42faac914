import { useId } from 'react';
import { Link } from 'react-router';
import { EmptyState, ErrorState } from '../../../components/ui/state-views';
import { ShowMoreButton } from '../../../components/ui/show-more-button';
import { paths } from '../../../config/paths';
import { useHomeFeed } from '../api/get-home-feed';
import { dropAdminItems } from '../utils/feed-items';
import { CardSkeletons } from './card-skeletons';
import { FeedItemCard } from './feed-item-card';
import './content-lists.css';

export const EMPTY_FEED_TEXT =
  "We're working to bring you content from the Players and Creators you care about.";

/** 'Latest Discoveries': the mixed home feed with 'Show More' (spec §2, §4). */
export function HomeFeed() {
  const headingId = useId();
  const feed = useHomeFeed();
  const items = dropAdminItems(feed.data?.pages.flatMap((page) => page.data) ?? []);

  return (
    <section className="home-feed" aria-labelledby={headingId}>
      <h2 id={headingId}>Latest Discoveries</h2>
      {feed.isError && !feed.data ? (
        <ErrorState what="the latest discoveries" error={feed.error} onRetry={() => void feed.refetch()} />
      ) : feed.isPending ? (
        <div className="content-feed" aria-busy="true">
          <CardSkeletons count={3} />
        </div>
      ) : items.length === 0 ? (
        <EmptyState>
          <p>
            {EMPTY_FEED_TEXT}{' '}
            <Link to={paths.players()}>Click here to Discover more great Players to follow!</Link>
          </p>
        </EmptyState>
      ) : (
        <>
          <ul className="content-feed">
            {items.map((item) => (
              <li key={item.id}>
                <FeedItemCard item={item} mediumThumbnail />
              </li>
            ))}
          </ul>
          {feed.isFetchNextPageError ? (
            <ErrorState what="more discoveries" error={feed.error} onRetry={() => void feed.fetchNextPage()} />
          ) : null}
          {feed.hasNextPage ? (
            <ShowMoreButton loading={feed.isFetchingNextPage} onClick={() => void feed.fetchNextPage()} />
          ) : null}
        </>
      )}
    </section>
  );
}
