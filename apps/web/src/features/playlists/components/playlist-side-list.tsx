import { useId } from 'react';
import { Link } from 'react-router';
import { ImageWithFallback } from '../../../components/ui/image-with-fallback';
import { ErrorState } from '../../../components/ui/state-views';
import { paths } from '../../../config/paths';
import { videoThumbnail } from '../../../lib/video-thumbnail';
import { usePlaylist } from '../api/get-playlist';
import { nextInPlaylist, videoKey } from '../utils/next-in-playlist';
import '../../../components/ui/side-list.css';

type PlaylistSideListProps = { playlistId: string; currentVideoId: string };

/** Spec §2 video page with ?p=: the playlist's next videos in a side list, each keeping the playlist in its link. */
export function PlaylistSideList({ playlistId, currentVideoId }: PlaylistSideListProps) {
  const headingId = useId();
  const playlist = usePlaylist(playlistId);
  if (playlist.isError) {
    return <ErrorState what="the playlist" error={playlist.error} onRetry={() => void playlist.refetch()} />;
  }
  const next = playlist.data ? nextInPlaylist(playlist.data.items ?? [], currentVideoId) : [];
  return (
    <section className="side-list playlist-side-list" aria-labelledby={headingId} aria-busy={playlist.isPending}>
      <h2 id={headingId} className="side-list__title">
        {playlist.data ? `Up next in ${playlist.data.title}` : 'Up next'}
      </h2>
      <ol className="side-list__items">
        {playlist.isPending
          ? Array.from({ length: 4 }, (_, index) => (
              <li key={index} className="side-list__row" aria-hidden="true">
                <span className="skeleton picks__thumb" />
                <span className="skeleton side-list__line" />
              </li>
            ))
          : next.map((item) => {
              const title = item.content.title ?? 'Untitled video';
              return (
                <li key={item.id}>
                  <Link className="side-list__row" to={paths.video(videoKey(item), playlistId)}>
                    <ImageWithFallback className="picks__thumb" src={videoThumbnail(item.content, { medium: true })} fallbackLabel={title} width={96} height={54} />
                    <span className="side-list__text">
                      <span className="side-list__name">{title}</span>
                    </span>
                  </Link>
                </li>
              );
            })}
      </ol>
      {playlist.data && next.length === 0 ? <p className="muted">This is the last video of the playlist.</p> : null}
    </section>
  );
}
