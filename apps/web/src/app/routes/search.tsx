import type { SearchResult } from '@hoopdex/contract';
import { Link, useParams } from 'react-router';
import { EmptyState, ErrorState } from '../../components/ui/state-views';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { usePageMeta } from '../../components/ui/use-page-meta';
import { paths } from '../../config/paths';
import { followTypeFor } from '../../lib/creator';
import { ArticleCard } from '../../features/content/components/article-card';
import { CardSkeletons } from '../../features/content/components/card-skeletons';
import { VideoGrid } from '../../features/content/components/video-grid';
import { CreatorCard } from '../../features/creators/components/creator-card';
import { TrendingPlayers } from '../../features/discover/components/trending-players';
import { FollowButton } from '../../features/follows/components/follow-button';
import { isEmptyResult, useSearchResults } from '../../features/search/api/get-search-results';
import { PlayerResults } from '../../features/search/components/player-results';
import { SearchSection } from '../../features/search/components/search-section';
import { ShowCard } from '../../features/shows/components/show-card';
import '../../features/search/components/search-results.css';
import { AskBox } from '../../features/ask/components/ask-box';
import { isQuestion } from '../../features/ask/utils/is-question';
import { askLink } from './ask-link';

/** /search/{keyword} (spec §2): players and videos, plus creators, shows and articles when found. */
export function SearchRoute() {
  const { keyword = '' } = useParams();
  const results = useSearchResults(keyword);
  useDocumentTitle(`Search: ${keyword}`);
  usePageMeta({ description: `Players, videos, creators and shows matching “${keyword}”.` });

  return (
    <div className="page search-page">
      <h1>Search results for “{keyword}”</h1>
      {/* Text that reads like a stat question (the header's search sends it here) is answered too. */}
      <AskBox key={keyword} linkFor={askLink} initialQuestion={isQuestion(keyword) ? keyword : ''} />
      {results.isError ? (
        <ErrorState what="the search results" error={results.error} onRetry={() => void results.refetch()} />
      ) : results.isPending ? (
        <div aria-busy="true" className="video-grid">
          <CardSkeletons count={6} />
        </div>
      ) : isEmptyResult(results.data) ? (
        <NoResults keyword={keyword} />
      ) : (
        <ResultSections keyword={keyword} result={results.data} />
      )}
    </div>
  );
}

function ResultSections({ keyword, result }: { keyword: string; result: SearchResult }) {
  const { players = [], videos = [], creators = [], shows = [], articles = [], counts } = result;
  return (
    <>
      <SearchSection title="Players" count={counts.players ?? players.length}>
        {players.length > 0 ? <PlayerResults players={players} /> : <p className="muted">No players match “{keyword}”.</p>}
      </SearchSection>
      <SearchSection
        title="Videos"
        count={counts.videos ?? videos.length}
        action={videos.length > 0 ? <Link to={paths.viewAllVideoResults(keyword)}>View all videos</Link> : null}
      >
        {videos.length > 0 ? (
          <VideoGrid items={videos} loading={false} label="Video results" />
        ) : (
          <p className="muted">No videos match “{keyword}”.</p>
        )}
      </SearchSection>
      {creators.length > 0 ? (
        <SearchSection title="Creators" count={counts.creators}>
          <div className="search-results__cards">
            {creators.map((creator) => {
              const followType = followTypeFor(creator);
              return (
                <CreatorCard
                  key={creator.id}
                  creator={creator}
                  renderFollow={
                    followType
                      ? (onCountChange) => (
                          <FollowButton slug={creator.profile_key} followType={followType} onCountChange={onCountChange} />
                        )
                      : undefined
                  }
                />
              );
            })}
          </div>
        </SearchSection>
      ) : null}
      {shows.length > 0 ? (
        <SearchSection title="Shows" count={counts.shows}>
          <div className="search-results__cards">
            {shows.map((show) => (
              <ShowCard key={show.id} show={show} />
            ))}
          </div>
        </SearchSection>
      ) : null}
      {articles.length > 0 ? (
        <SearchSection title="Articles" count={counts.articles}>
          <div className="search-results__cards">
            {articles.map((article) => (
              <ArticleCard key={article.id} item={article} />
            ))}
          </div>
        </SearchSection>
      ) : null}
    </>
  );
}

function NoResults({ keyword }: { keyword: string }) {
  return (
    <>
      <EmptyState>
        <p>No results for “{keyword}”.</p>
        <ul className="search-suggestions-list">
          <li>Check the spelling, or try fewer words.</li>
          <li>Search by a player’s last name, a team, a school or a creator.</li>
          <li>
            Browse the <Link to={paths.players()}>player list</Link>, the <Link to={paths.shows()}>shows</Link> or the{' '}
            <Link to={paths.targets()}>NIL Targets</Link>.
          </li>
        </ul>
      </EmptyState>
      <TrendingPlayers title="Players trending now" />
    </>
  );
}
