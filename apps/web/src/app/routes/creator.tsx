import { Link, useParams } from 'react-router';
import { EmptyState, ErrorState, isNotFound, NotFoundPage } from '../../components/ui/state-views';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { usePageMeta } from '../../components/ui/use-page-meta';
import { isCreatorTab, paths, type CreatorTab } from '../../config/paths';
import { creatorDisplayName, followTypeFor } from '../../lib/creator';
import { creatorArticlesParams } from '../../features/content/api/get-content-list';
import { ContentPagesList } from '../../features/content/components/content-pages-list';
import { useCreator, type CreatorDetail } from '../../features/creators/api/get-creator';
import { CreatorPlayersTab } from '../../features/creators/components/creator-players-tab';
import {
  CreatorProfileHeader,
  CreatorProfileHeaderSkeleton,
} from '../../features/creators/components/creator-profile-header';
import { CreatorTabs } from '../../features/creators/components/creator-tabs';
import { FollowButton } from '../../features/follows/components/follow-button';

/** The page of a creator who does not exist (also the route's 404 from the server, decision 0037). */
export function CreatorNotFound() {
  const { slug = '' } = useParams();
  return (
    <NotFoundPage title="Creator not found">
      There is no creator “{slug}”. <Link to={paths.home()}>Go to Discover</Link>
    </NotFoundPage>
  );
}

/** /creator/{slug}/{activeTab?} (spec §2): header with fans and follow, then the tab in the URL. */
export function CreatorRoute() {
  const { slug = '', activeTab } = useParams();
  // Spec: an unknown or missing tab shows articles.
  const tab: CreatorTab = isCreatorTab(activeTab) ? activeTab : 'articles';
  const creator = useCreator(slug);
  const name = creator.data ? creatorDisplayName(creator.data) : null;
  useDocumentTitle(name ?? (isNotFound(creator.error) ? 'Creator not found' : 'Creator'));
  usePageMeta({
    description:
      creator.data?.bio ?? (name ? `${name} on the basketball player discovery network.` : null),
    og: name ? { title: name, type: 'website', image: creator.data?.image } : null,
  });

  if (isNotFound(creator.error)) return <CreatorNotFound />;
  return (
    <div className="page creator-page">
      {creator.isError ? (
        <ErrorState
          what="this creator"
          error={creator.error}
          onRetry={() => void creator.refetch()}
        />
      ) : creator.isPending ? (
        <CreatorProfileHeaderSkeleton />
      ) : (
        <CreatorHeaderWithFollow creator={creator.data} />
      )}
      <CreatorTabs slug={slug} active={tab} />
      <section className="creator-tab-panel" aria-label={tab}>
        {creator.data ? <TabPanel tab={tab} creator={creator.data} /> : null}
      </section>
    </div>
  );
}

function CreatorHeaderWithFollow({ creator }: { creator: CreatorDetail }) {
  // The follow updates the creator query's fan count (useSetFollow): the header reads it.
  const followType = followTypeFor(creator);
  return (
    <CreatorProfileHeader
      creator={creator}
      fanCount={creator.fan_count}
      follow={
        followType ? <FollowButton slug={creator.profile_key} followType={followType} /> : null
      }
    />
  );
}

function TabPanel({ tab, creator }: { tab: CreatorTab; creator: CreatorDetail }) {
  const name = creatorDisplayName(creator);
  switch (tab) {
    case 'players':
      return <CreatorPlayersTab creatorId={creator.id} name={name} />;
    case 'gear':
      return (
        <EmptyState>
          {creator.type === 'player' ? (
            <p>
              See{' '}
              <Link to={paths.player(creator.profile_key, 'gear')}>
                {name}’s gear on their player page
              </Link>
              .
            </p>
          ) : (
            <p>{name} has not listed any gear yet.</p>
          )}
        </EmptyState>
      );
    case 'about':
      return (
        <div className="creator-about">
          <h2>About {name}</h2>
          {creator.bio ? (
            <p>{creator.bio}</p>
          ) : (
            <p className="muted">{name} has not written a bio yet.</p>
          )}
        </div>
      );
    default:
      return (
        <ContentPagesList
          params={creatorArticlesParams(creator.id)}
          label={`Articles by ${name}`}
          empty={<p>{name} has not published any articles yet.</p>}
        />
      );
  }
}
