import type { FilmStatus } from '@hoopdex/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { FormErrors } from '../../../components/forms/form-errors';
import { useSubmit } from '../../../components/forms/use-submit';
import { paths } from '../../../config/paths';
import { attachFilm } from '../api/attach-film';
import { filmKeys } from '../api/film-keys';
import { useGameFilm } from '../api/get-game-film';
import { useGame } from '../../game';
import { attachBody, emptyRegion, gameIdFromInput, type RegionInput } from '../utils/attach-input';
import { FilmState } from './film-state';
import { RecentGames } from './recent-games';
import './film.css';

/**
 * "Attach to a game" on a ready hosted video of the Studio: the video becomes the game's film
 * and is synced to its play-by-play by reading the clock (decision 0023). The game by its id or
 * its page's address, checked as it is typed; the clock's place on screen optional.
 */
export function AttachFilm({
  itemId,
  players = [],
}: {
  itemId: number;
  /** The players the video tags: their recent games are offered to pick from. */
  players?: { slug: string; name: string }[];
}) {
  const id = useId();
  const [game, setGame] = useState('');
  const [region, setRegion] = useState<RegionInput>(emptyRegion);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [attached, setAttached] = useState<number | null>(null);
  const queryClient = useQueryClient();
  const typedId = gameIdFromInput(game);
  const preview = useGame(typedId ?? 0, typedId !== null);
  const { submit, sending, errors } = useSubmit(
    async (gameId: number, body: Parameters<typeof attachFilm>[1]) => {
      const status: FilmStatus = await attachFilm(itemId, body);
      queryClient.setQueryData(filmKeys.game(gameId), status);
      setAttached(gameId);
    },
  );

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = attachBody(game, region);
    setFieldErrors(parsed.errors ?? {});
    if (parsed.body) void submit(parsed.body.game_id, parsed.body);
  };
  const field = (key: keyof RegionInput, label: string) => (
    <label className="attach-film__region-field">
      {label}
      <input
        type="text"
        inputMode="numeric"
        value={region[key]}
        onChange={(e) => setRegion({ ...region, [key]: e.target.value })}
        aria-invalid={fieldErrors.region ? true : undefined}
        aria-describedby={fieldErrors.region ? `${id}-region-error` : `${id}-region-hint`}
      />
    </label>
  );

  return (
    <section className="attach-film" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Attach to a game</h2>
      <p className="muted">
        The video becomes the game’s film: its plays are found in it by reading the game clock on
        screen, and every play of the game page opens at its moment.
      </p>
      <form onSubmit={onSubmit} noValidate className="studio-form">
        <RecentGames
          players={players}
          chosen={typedId}
          onPick={(gameId) => {
            setGame(String(gameId));
            setFieldErrors(({ game: _, ...rest }) => rest);
          }}
        />
        <div className="studio-field">
          <label htmlFor={`${id}-game`}>Game id or game page address</label>
          <input
            id={`${id}-game`}
            type="text"
            value={game}
            onChange={(e) => {
              setGame(e.target.value);
              // A new value is checked afresh (the preview says whether the game exists).
              setFieldErrors(({ game: _, ...rest }) => rest);
            }}
            aria-invalid={fieldErrors.game ? true : undefined}
            aria-describedby={`${id}-game-status`}
            autoComplete="off"
          />
          <p
            id={`${id}-game-status`}
            className={fieldErrors.game ? 'error-text' : 'muted'}
            aria-live="polite"
          >
            {fieldErrors.game ??
              (typedId === null
                ? 'The number at the end of the game page’s address (/game/123).'
                : preview.isPending
                  ? 'Looking for the game…'
                  : preview.data
                    ? `${preview.data.away.team.name} ${preview.data.away.score} at ${preview.data.home.team.name} ${preview.data.home.score}, ${preview.data.game_date}`
                    : 'No game has this id.')}
          </p>
        </div>
        <fieldset className="studio-field attach-film__region">
          <legend>Where the game clock is (optional, in the video’s pixels)</legend>
          <p id={`${id}-region-hint`} className="muted">
            The box around the scoreboard’s period and game clock: the sync reads the clock there.
            Without it the clock cannot be read, unless an admin gives sync points.
          </p>
          <div className="attach-film__region-fields">
            {field('x', 'Left (x)')}
            {field('y', 'Top (y)')}
            {field('w', 'Width')}
            {field('h', 'Height')}
          </div>
          {fieldErrors.region ? (
            <p id={`${id}-region-error`} className="error-text">
              {fieldErrors.region}
            </p>
          ) : null}
        </fieldset>
        <FormErrors lines={errors} />
        <div className="studio-form__actions">
          <button type="submit" className="button" disabled={sending}>
            {sending ? 'Attaching…' : 'Attach and sync'}
          </button>
        </div>
      </form>
      {attached !== null ? <AttachedFilm gameId={attached} /> : null}
    </section>
  );
}

/** The film's state after attaching, followed until it is ready or failed. */
function AttachedFilm({ gameId }: { gameId: number }) {
  const film = useGameFilm(gameId);
  return (
    <div className="attach-film__state">
      {film.data ? (
        film.data.state === 'ready' ? (
          <p role="status">
            Synced: {film.data.plays.with_video} of {film.data.plays.total} plays have a clip.{' '}
            <Link to={paths.game(gameId)}>Watch on the game page</Link>
          </p>
        ) : (
          <FilmState film={film.data} />
        )
      ) : null}
    </div>
  );
}
