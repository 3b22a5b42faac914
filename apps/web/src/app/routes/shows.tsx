import { useId } from 'react';
import { EmptyState, ErrorState } from '../../components/ui/state-views';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { usePageMeta } from '../../components/ui/use-page-meta';
import { VideoGrid } from '../../features/content/components/video-grid';
import { useFeaturedPlaylists } from '../../features/playlists/api/get-featured-playlists';
import { useShows } from '../../features/shows/api/get-shows';
import { ShowCard } from '../../features/shows/components/show-card';
import '../../features/shows/components/show-page.css';

/** /shows (WATCH): the show cards grid and the featured playlists. */
export function ShowsRoute() {
  useDocumentTitle('Shows');
  usePageMeta({ description: 'Watch basketball shows and featured playlists.', og: { title: 'Shows' } });
  const shows = useShows();
  const headingId = useId();
  const showsHeadingId = useId();
  return (
    <div className="page shows-page">
      <h1>Watch</h1>
      <h2 id={showsHeadingId}>Shows</h2>
      {shows.isError ? (
        <ErrorState what="the shows" error={shows.error} onRetry={() => void shows.refetch()} />
      ) : shows.data && shows.data.length === 0 ? (
        <EmptyState>
          <p>No shows yet. Check back soon.</p>
        </EmptyState>
      ) : (
        <ul className="shows-grid" aria-busy={shows.isPending} aria-labelledby={showsHeadingId}>
          {shows.isPending
            ? Array.from({ length: 6 }, (_, index) => (
                <li key={index} aria-hidden="true">
                  <span className="skeleton shows-grid__placeholder" />
                </li>
              ))
            : shows.data.map((show) => (
                <li key={show.id}>
                  <ShowCard show={show} />
                </li>
              ))}
        </ul>
      )}
      <section aria-labelledby={headingId}>
        <h2 id={headingId}>Featured playlists</h2>
        <FeaturedPlaylists />
      </section>
    </div>
  );
}

function FeaturedPlaylists() {
  const playlists = useFeaturedPlaylists();
  if (playlists.isError) {
    return <ErrorState what="the playlists" error={playlists.error} onRetry={() => void playlists.refetch()} />;
  }
  if (playlists.isPending) return <VideoGrid items={undefined} loading placeholders={4} label="Loading playlists" />;
  if (playlists.data.length === 0) {
    return (
      <EmptyState>
        <p>No featured playlists right now.</p>
      </EmptyState>
    );
  }
  return (
    <>
      {playlists.data.map((playlist) => (
        <section key={playlist.id} className="playlist-row" aria-label={playlist.title}>
          <h3>{playlist.title}</h3>
          {playlist.description ? <p className="muted">{playlist.description}</p> : null}
          <VideoGrid items={playlist.items ?? []} loading={false} p={playlist.id} label={playlist.title} />
        </section>
      ))}
    </>
  );
}
