import type { GameFilm } from '../api/film-types';

/** A film not ready yet: queued, syncing with its progress, or failed with the reason. */
export function FilmState({ film }: { film: GameFilm }) {
  if (film.state === 'failed')
    return (
      <div className="film-state film-state--failed" role="alert">
        <p className="film-state__title">The film could not be synced</p>
        {film.message ? <p>{film.message}</p> : null}
      </div>
    );
  const pct = Math.round(film.progress ?? 0);
  const what = film.state === 'queued' ? 'Film queued for syncing' : 'Syncing the film';
  return (
    <div className="film-state">
      <p className="film-state__title">{what}</p>
      <progress max={100} value={pct} aria-label={what} />
      <p role="status">
        {film.state === 'queued' ? 'Waiting to start' : `${pct}%`}
        {film.message ? ` · ${film.message}` : ''}
      </p>
    </div>
  );
}
