import { useDocumentTitle } from '../../components/ui/use-document-title';
import { usePageMeta } from '../../components/ui/use-page-meta';
import { env } from '../../config/env';
import { HomeFeed } from '../../features/content/components/home-feed';
import { FeaturedPicks } from '../../features/content/components/featured-picks';
import { DiscoverHero, TAGLINE } from '../../features/discover/components/discover-hero';
import { TrendingPlayers } from '../../features/discover/components/trending-players';
import { CompactDraftList } from '../../features/draft/components/compact-draft-list';
import { HomeRisers } from '../../features/intel/components/home-risers';
import './home.css';

/** '/' Discover (spec §2): hero, the 'Latest Discoveries' feed and the right column. */
export function HomeRoute() {
  useDocumentTitle('Discover');
  usePageMeta({ description: TAGLINE, og: { title: 'Discover' } });
  return (
    <>
      <DiscoverHero />
      <div className="page home">
        <p className="home__kicker">
          DISCOVER
        </p>
        <div className="home__columns">
          <div className="home__main">
            <HomeFeed />
          </div>
          <aside className="home__side" aria-label="Highlights">
            <CompactDraftList />
            <HomeRisers />
            <TrendingPlayers />
            <FeaturedPicks title={`${env.productName} Picks`} />
          </aside>
        </div>
      </div>
    </>
  );
}
