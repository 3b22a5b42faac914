import { Link, useParams, useSearchParams } from 'react-router';
import { Pager, pageFromSearch } from '../../components/ui/pager';
import { EmptyState, ErrorState } from '../../components/ui/state-views';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { usePageMeta } from '../../components/ui/use-page-meta';
import { paths } from '../../config/paths';
import { usePlayersByVideo } from '../../features/content/api/get-video';
import {
  VIDEO_GRID_PAGE_SIZE,
  useVideosByPlayer,
} from '../../features/content/api/get-videos-by-player';
import { VideoGrid } from '../../features/content/components/video-grid';
import '../../components/ui/pager.css';

/** /view-all-videos-by-playerid/{playerId}?page=N: every video a player is tagged in. */
export function ViewAllVideosByPlayerRoute() {
  const { playerId = '' } = useParams();
  const id = Number(playerId);
  const [search] = useSearchParams();
  const page = pageFromSearch(search);
  const valid = Number.isInteger(id) && id > 0;
  const videos = useVideosByPlayer(id, page, valid);
  // There is no player-by-id call; the player's name comes from the tags of their first video.
  const tagged = usePlayersByVideo(videos.data?.data[0]?.id);
  const player = tagged.data?.find((p) => p.id === id);
  const name = player ? `${player.firstname} ${player.lastname}` : null;
  const pageCount = Math.ceil((videos.data?.rowCount ?? 0) / VIDEO_GRID_PAGE_SIZE);
  useDocumentTitle(name ? `Videos of ${name}` : 'Player videos');
  usePageMeta({
    description: name ? `Every video ${name} is tagged in.` : 'Every video a player is tagged in.',
  });

  return (
    <div className="page view-all">
      {player ? (
        <p>
          <Link to={paths.player(player.slug)}>← {name}</Link>
        </p>
      ) : null}
      <h1>
        {name ? `Videos of ${name}` : 'Player videos'}
        {videos.data ? <span className="muted"> ({videos.data.rowCount})</span> : null}
      </h1>
      {!valid ? (
        <EmptyState>
          <p>
            This is not a player we know. <Link to={paths.players()}>Browse players</Link>
          </p>
        </EmptyState>
      ) : videos.isError ? (
        <ErrorState what="the videos" error={videos.error} onRetry={() => void videos.refetch()} />
      ) : videos.data && videos.data.data.length === 0 ? (
        <EmptyState>
          <p>No videos of this player yet.</p>
        </EmptyState>
      ) : (
        <VideoGrid
          items={videos.data?.data}
          loading={videos.isPending}
          placeholders={VIDEO_GRID_PAGE_SIZE}
          label="Videos"
        />
      )}
      <Pager page={page} pageCount={pageCount} label="Video pages" />
    </div>
  );
}
