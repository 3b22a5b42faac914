import type { FilmStatus } from '@hoopdex/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { Link } from 'react-router';
import { FormErrors } from '../../../components/forms/form-errors';
import { useSubmit } from '../../../components/forms/use-submit';
import { paths } from '../../../config/paths';
import { attachFilm } from '../api/attach-film';
import { filmKeys } from '../api/film-keys';
import { useGameFilm } from '../api/get-game-film';
import { useGame } from '../../game';
import {
  attachBody,
  emptyRegion,
  emptySync,
  gameIdFromInput,
  regionInput,
  type RegionInput,
  type SyncInput,
} from '../utils/attach-input';
import type { GameFilm } from '../api/film-types';
import { FilmReading, filmNeedsHelp } from './film-reading';
import { FilmState } from './film-state';
import { RecentGames } from './recent-games';
import './film.css';

/**
 * "Attach to a game" on a ready hosted video of the Studio: the video becomes the game's film
 * and is synced to its play-by-play by reading the clock (decision 0023). The game by its id or
 * its page's address, checked as it is typed; the clock's place on screen and sync points
 * optional. After attaching, what the sync read is shown; when it needs help, the region it read
 * fills the region fields to be corrected, and sync points can be added.
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
  const [sync, setSync] = useState<SyncInput[]>([]);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [attached, setAttached] = useState<number | null>(null);
  const [prefilled, setPrefilled] = useState<string | null>(null);
  const regionStart = useRef<HTMLInputElement>(null);
  const syncList = useRef<HTMLOListElement>(null);
  const queryClient = useQueryClient();
  const film = useGameFilm(attached ?? 0, attached !== null).data ?? null;
  // A sync that needs help: its region fills the fields, once per region read, to be corrected.
  const read = film && filmNeedsHelp(film) ? film.read_region : null;
  const readKey = read ? `${attached}:${read.x},${read.y},${read.w},${read.h}` : null;
  if (read && readKey !== prefilled) {
    setPrefilled(readKey);
    setRegion(regionInput(read));
  }
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
    const parsed = attachBody(game, region, sync);
    setFieldErrors(parsed.errors ?? {});
    if (parsed.body) void submit(parsed.body.game_id, parsed.body);
  };
  const field = (key: keyof RegionInput, label: string) => (
    <label className="attach-film__region-field">
      {label}
      <input
        ref={key === 'x' ? regionStart : undefined}
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
            Leave it empty and the sync looks for the scoreboard itself.
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
        <SyncPointFields
          id={id}
          rows={sync}
          onChange={setSync}
          error={fieldErrors.sync}
          listRef={syncList}
        />
        <FormErrors lines={errors} />
        <div className="studio-form__actions">
          <button type="submit" className="button" disabled={sending}>
            {sending ? 'Attaching…' : 'Attach and sync'}
          </button>
        </div>
      </form>
      {attached !== null && film ? (
        <AttachedFilm
          gameId={attached}
          film={film}
          // Focus brings the field into view.
          onCorrect={() => regionStart.current?.focus()}
        />
      ) : null}
    </section>
  );
}

/** The film's state after attaching (followed until it is ready or failed) and what it read. */
function AttachedFilm({
  gameId,
  film,
  onCorrect,
}: {
  gameId: number;
  film: GameFilm;
  onCorrect: () => void;
}) {
  const help = filmNeedsHelp(film);
  return (
    <div className="attach-film__state">
      {film.state === 'ready' ? (
        <>
          <p role="status">
            Synced: {film.plays.with_video} of {film.plays.total} plays have a clip.{' '}
            <Link to={paths.game(gameId)}>Watch on the game page</Link>
          </p>
          {film.message ? <p>{film.message}</p> : null}
        </>
      ) : (
        <FilmState film={film} />
      )}
      <FilmReading film={film} />
      {help ? (
        <div className="attach-film__help">
          <p>
            {film.read_region
              ? 'The clock region fields above now hold the region the sync read: correct them, or add sync points, and attach again.'
              : 'Give the clock region, or add sync points, and attach again.'}
          </p>
          <button type="button" className="button button--ghost" onClick={onCorrect}>
            Correct the clock region
          </button>
        </div>
      ) : null}
    </div>
  );
}

/**
 * Sync points: moments of the film where a person saw the clock (its period, what it showed, the
 * film's second). They place plays where the clock could not be read.
 */
function SyncPointFields({
  id,
  rows,
  onChange,
  error,
  listRef,
}: {
  id: string;
  rows: SyncInput[];
  onChange: (rows: SyncInput[]) => void;
  error: string | undefined;
  listRef: RefObject<HTMLOListElement | null>;
}) {
  const add = useRef<HTMLButtonElement>(null);
  const set = (i: number, key: keyof SyncInput, value: string) =>
    onChange(rows.map((r, j) => (j === i ? { ...r, [key]: value } : r)));
  const focusRow = (i: number) =>
    // After the render that adds or removes a row.
    requestAnimationFrame(() => {
      const inputs = listRef.current?.querySelectorAll<HTMLInputElement>('input');
      (inputs?.[Math.max(0, i) * 3] ?? add.current)?.focus();
    });
  const described = error ? `${id}-sync-error` : `${id}-sync-hint`;
  const input = (i: number, key: keyof SyncInput, label: string, mode: 'numeric' | 'decimal') => (
    <label className="attach-film__region-field">
      {label}
      <input
        type="text"
        inputMode={mode}
        value={rows[i]![key]}
        onChange={(e) => set(i, key, e.target.value)}
        aria-invalid={error?.startsWith(`Sync point ${i + 1}:`) ? true : undefined}
        aria-describedby={described}
      />
    </label>
  );
  return (
    <fieldset className="studio-field attach-film__region">
      <legend>Sync points (optional)</legend>
      <p id={`${id}-sync-hint`} className="muted">
        A moment of the film where you can see the game clock: the period, what the clock showed
        (11:41, or 24.3 under a minute) and the film’s time in seconds. Plays are placed from them
        where the clock cannot be read.
      </p>
      {rows.length ? (
        <ol className="attach-film__sync-list" ref={listRef}>
          {rows.map((_, i) => (
            <li key={i}>
              <fieldset className="attach-film__sync-point">
                <legend>Sync point {i + 1}</legend>
                <div className="attach-film__region-fields">
                  {input(i, 'period', 'Period', 'numeric')}
                  {input(i, 'clock', 'Clock', 'decimal')}
                  {input(i, 'video_time', 'Film time (s)', 'decimal')}
                </div>
                <button
                  type="button"
                  className="button button--ghost"
                  onClick={() => {
                    onChange(rows.filter((_, j) => j !== i));
                    focusRow(i - 1);
                  }}
                >
                  Remove sync point {i + 1}
                </button>
              </fieldset>
            </li>
          ))}
        </ol>
      ) : null}
      {error ? (
        <p id={`${id}-sync-error`} className="error-text">
          {error}
        </p>
      ) : null}
      <button
        ref={add}
        type="button"
        className="button button--ghost"
        onClick={() => {
          onChange([...rows, emptySync]);
          focusRow(rows.length);
        }}
      >
        Add a sync point
      </button>
    </fieldset>
  );
}
