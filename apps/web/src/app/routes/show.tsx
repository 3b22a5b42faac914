import type { ShowDetail } from '@hoopdex/contract';
import { Link, useParams } from 'react-router';
import { ErrorState, isNotFound, NotFoundPage } from '../../components/ui/state-views';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { usePageMeta } from '../../components/ui/use-page-meta';
import { paths } from '../../config/paths';
import { showEpisodesParams } from '../../features/content/api/get-content-list';
import { ContentPagesList } from '../../features/content/components/content-pages-list';
import { FollowButton } from '../../features/follows/components/follow-button';
import { useShow } from '../../features/shows/api/get-shows';
import { ShowHeader, ShowHeaderSkeleton } from '../../features/shows/components/show-header';

/** The page of a show that does not exist (also the route's 404 from the server, decision 0037). */
export function ShowNotFound() {
  return (
    <NotFoundPage title="Show not found">
      We couldn’t find this show. <Link to={paths.shows()}>See all shows</Link>
    </NotFoundPage>
  );
}

/** /show/{showId}: header with follow, then the episodes newest first with 'Show More'. */
export function ShowRoute() {
  const { showId = '' } = useParams();
  const show = useShow(showId);
  const missing = isNotFound(show.error);
  useDocumentTitle(show.data?.title ?? (missing ? 'Show not found' : 'Show'));
  usePageMeta({
    description: show.data?.shortdescription ?? show.data?.description ?? null,
    og: show.data ? { title: show.data.title, image: show.data.cardimage } : null,
  });

  if (missing) return <ShowNotFound />;
  return (
    <div className="page show-page">
      {show.isError ? (
        <ErrorState what="this show" error={show.error} onRetry={() => void show.refetch()} />
      ) : show.isPending ? (
        <ShowHeaderSkeleton />
      ) : (
        <ShowHeaderWithFollow show={show.data} />
      )}
      <section aria-label="Episodes">
        <h2>Episodes</h2>
        {show.data ? (
          <ContentPagesList
            params={showEpisodesParams(show.data.id)}
            label="Episodes"
            empty={<p>No episodes yet.</p>}
          />
        ) : null}
      </section>
    </div>
  );
}

function ShowHeaderWithFollow({ show }: { show: ShowDetail }) {
  // The follow updates the show query's fan count (useSetFollow): the header reads it.
  return (
    <ShowHeader
      show={show}
      fanCount={show.fan_count}
      follow={<FollowButton slug={String(show.id)} followType="show" />}
    />
  );
}
