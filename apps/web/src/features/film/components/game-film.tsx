import { Skeleton } from '../../../components/ui/skeleton';
import type { GameFilm as GameFilmData } from '../api/film-types';
import { FilmPlayer, type FilmClip } from './film-player';
import { FilmReading, hasReading } from './film-reading';
import { FilmState } from './film-state';
import './film.css';

type GameFilmProps = {
  film: GameFilmData;
  /** The film's HLS playlist; null while it is looked up. */
  streamUrl: string | null;
  clip: FilmClip | null;
  title: string;
  onTime: (seconds: number) => void;
  /** The play being watched, said under the film (and to screen readers, politely). */
  nowPlaying: string | null;
};

/** The game's film above (or beside) the play list: the player once synced, else its state. */
export function GameFilm({ film, streamUrl, clip, title, onTime, nowPlaying }: GameFilmProps) {
  return (
    <section className="game-film game-film--live" aria-labelledby="game-film-heading">
      <h2 id="game-film-heading" className="visually-hidden">
        Game film
      </h2>
      {film.state !== 'ready' ? (
        <div className="film-frame film-frame--state">
          <FilmState film={film} />
        </div>
      ) : streamUrl ? (
        <div className="film-frame">
          <FilmPlayer streamUrl={streamUrl} clip={clip} title={title} onTime={onTime} />
        </div>
      ) : (
        <Skeleton height={220} label="Loading the film" />
      )}
      <p className="film-now" aria-live="polite">
        {nowPlaying
          ? `Playing: ${nowPlaying}`
          : film.state === 'ready'
            ? 'Pick a play below to watch it.'
            : ''}
      </p>
      {hasReading(film) ? (
        <details className="film-sync-details" open={film.state === 'failed' ? true : undefined}>
          <summary>How the film was synced</summary>
          {/* The sync's message is for the uploader (the Studio shows it): here, only the count. */}
          {film.state === 'ready' ? (
            <p>
              {film.plays.with_video} of {film.plays.total} plays have a clip.
            </p>
          ) : null}
          <FilmReading film={film} />
        </details>
      ) : null}
    </section>
  );
}
