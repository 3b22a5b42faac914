import type { Player } from '@hoopdex/contract';
import { lazy, Suspense } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { NotFound } from '../../components/layout/not-found';
import { HydrateLater } from '../../components/ui/hydrate-later';
import { RenderLater } from '../../components/ui/render-later';
import { Skeleton } from '../../components/ui/skeleton';
import { ErrorState, isNotFound } from '../../components/ui/state-views';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { usePageMeta } from '../../components/ui/use-page-meta';
import { isPlayerTab, paths, type PlayerTab } from '../../config/paths';
import { useVideosByPlayer } from '../../features/content/api/get-videos-by-player';
import { VideoGrid } from '../../features/content/components/video-grid';
import { FollowButton } from '../../features/follows/components/follow-button';
import { usePlayer } from '../../features/players/api/get-player';
import { useSession } from '../../lib/auth';
import { GearList } from '../../features/players/components/gear-list';
import { InfoPanel } from '../../features/players/components/info-panel';
import { PlayerHeader } from '../../features/players/components/player-header';
import { PlayerTabs, playerTabTitle } from '../../features/players/components/player-tabs';
import { PlayerTimeline } from '../../features/intel/components/player-timeline';
import { playerName } from '../../features/players/utils/player-format';
import { ShareButtons } from '../../features/share/components/share-buttons';
import { playerCardUrl } from '../../features/share/utils/card-urls';
import { StatisticsPanel } from '../../features/stats/components/statistics-panel';
import type { PlaysLink } from '../../features/stats/utils/plays-link';
import { usePlayerHasPlays } from '../../features/film/api/get-player-plays';
import { statEvents } from '../../features/film/utils/playlist-filters';
import { PROJECTION_PANEL_HEIGHT } from '../../features/projections/utils/panel-size';

// Below the tabs, so its own chunk: the page's first screen does not wait for it.
const SimilarPlayers = lazy(() =>
  import('../../features/intel/components/similar-players').then((m) => ({
    default: m.SimilarPlayers,
  })),
);
const similarFallback = <Skeleton height={400} label="Loading similar players" />;
// Hoopdex Value (decision 0030): its own chunk too, with the chart library loaded inside it.
const ValueSection = lazy(() =>
  import('../../features/value/components/value-section').then((m) => ({
    default: m.ValueSection,
  })),
);
const valueFallback = <Skeleton height={320} label="Loading the value" />;

// The projection panel and its charts are their own chunk too (issue 32), below the statistics.
const ProjectionPanel = lazy(() =>
  import('../../features/projections/components/projection-panel').then((m) => ({
    default: m.ProjectionPanel,
  })),
);
const projectionFallback = (
  <Skeleton height={PROJECTION_PANEL_HEIGHT} label="Loading the projection" />
);

const statisticsFallback = <Skeleton height={560} label="Loading statistics" />;

function PlayerVideos({ player }: { player: Player }) {
  const videos = useVideosByPlayer(player.id, 1);
  if (videos.isError)
    return (
      <ErrorState what="the videos" error={videos.error} onRetry={() => void videos.refetch()} />
    );
  if (videos.data && videos.data.data.length === 0)
    return <p className="muted">No videos of this player yet.</p>;
  return (
    <>
      <VideoGrid
        items={videos.data?.data.slice(0, 6)}
        loading={videos.isPending}
        label={`Videos of ${playerName(player)}`}
      />
      <p>
        <Link to={paths.viewAllVideosByPlayer(player.id)}>
          View all videos of {playerName(player)}
        </Link>
      </p>
    </>
  );
}

/** With play-by-play, a stat links to the clip playlist of its plays (film room). */
function usePlaysLink(slug: string, tab: PlayerTab): PlaysLink | undefined {
  const has = usePlayerHasPlays(tab === 'statistics' ? slug : '');
  if (!has.data) return undefined;
  // A season-table number counts the latest season: its link plays that season's plays only.
  return (stat, game) =>
    paths.playerPlays(slug, {
      event: statEvents[stat],
      ...(game === undefined ? { interval: 'latest_season' as const } : { game }),
    });
}

function PlayerPage({ player, tab }: { player: Player; tab: PlayerTab }) {
  const { search } = useLocation();
  const playsLink = usePlaysLink(player.slug, tab);
  // The player on their own page also sees what would move their value.
  const own = useSession().user?.player?.slug === player.slug;
  const name = playerName(player);
  useDocumentTitle(`${name} ${playerTabTitle(tab)}`);
  usePageMeta({
    description: `${name}${player.team_name ? `, ${player.team_name}` : ''}: statistics, ratings against the league, game log, gear, info and timeline.`,
    og: { title: name, image: playerCardUrl(player.slug) },
  });
  return (
    <section className="page">
      <PlayerHeader
        player={player}
        fanCount={player.fan_count}
        follow={
          // The follow updates the player query's fan count (useSetFollow): the header reads it.
          <FollowButton slug={player.slug} followType="player" />
        }
        actions={
          <>
            <Link className="button button--ghost" to={paths.playerCompare(player.slug)}>
              Compare
            </Link>
            <ShareButtons
              path={paths.player(player.slug)}
              title={name}
              image={{ url: playerCardUrl(player.slug), fileName: `${player.slug}.png` }}
            />
          </>
        }
      />
      <PlayerTabs slug={player.slug} active={tab} search={search} />
      <div>
        {tab === 'statistics' ? (
          // The tables and the chart hydrate after the header and the tabs (HydrateLater).
          <HydrateLater fallback={statisticsFallback}>
            <StatisticsPanel player={player} playsLink={playsLink} />
          </HydrateLater>
        ) : null}
        {tab === 'statistics' ? (
          <RenderLater fallback={projectionFallback}>
            <Suspense fallback={projectionFallback}>
              <ProjectionPanel slug={player.slug} who={name} />
            </Suspense>
          </RenderLater>
        ) : null}
        {tab === 'gear' ? <GearList slug={player.slug} /> : null}
        {tab === 'info' ? <InfoPanel player={player} /> : null}
        {tab === 'timeline' ? <PlayerTimeline slug={player.slug} /> : null}
      </div>
      <RenderLater fallback={valueFallback}>
        <Suspense fallback={valueFallback}>
          <ValueSection slug={player.slug} own={own} />
        </Suspense>
      </RenderLater>
      <RenderLater fallback={similarFallback}>
        <Suspense fallback={similarFallback}>
          <SimilarPlayers player={player} />
        </Suspense>
      </RenderLater>
      <h2 className="player-videos__heading">Videos</h2>
      <RenderLater fallback={<VideoGrid items={undefined} loading label={`Videos of ${name}`} />}>
        <PlayerVideos player={player} />
      </RenderLater>
    </section>
  );
}

function PlayerLoading() {
  useDocumentTitle('Player');
  return (
    <section className="page" aria-busy="true">
      <Skeleton height={176} label="Loading player" />
      <Skeleton height={560} />
    </section>
  );
}

function PlayerError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  useDocumentTitle('Player');
  return (
    <section className="page">
      <h1>Player</h1>
      <ErrorState what="this player" error={error} onRetry={onRetry} />
    </section>
  );
}

export function PlayerRoute() {
  const { slug = '', activeTab } = useParams();
  const validTab = activeTab === undefined || isPlayerTab(activeTab);
  // No request for a path that is not a page.
  const player = usePlayer(validTab ? slug : undefined);
  // Spec §2: the tab is one of statistics, gear, info, timeline; anything else is not a page.
  if (!validTab) return <NotFound />;
  if (player.isPending) return <PlayerLoading />;
  if (player.isError) {
    if (isNotFound(player.error)) return <NotFound />;
    return <PlayerError error={player.error} onRetry={() => void player.refetch()} />;
  }
  return <PlayerPage key={slug} player={player.data} tab={activeTab ?? 'statistics'} />;
}
