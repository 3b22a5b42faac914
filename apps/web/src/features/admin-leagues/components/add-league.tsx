import type { CatalogueEntry, NewLeague } from '@hoopdex/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { FormErrors } from '../../../components/forms/form-errors';
import { SubmitButton } from '../../../components/forms/submit-button';
import { useSubmit } from '../../../components/forms/use-submit';
import { Skeleton } from '../../../components/ui/skeleton';
import { EmptyState, ErrorState } from '../../../components/ui/state-views';
import { leagueCatalogueQueryOptions } from '../../../lib/league-catalogue';
import { addLeague, deleteLeague, editLeague } from '../api/admin-leagues';

type Fields = Record<
  | 'slug'
  | 'display_name'
  | 'periods'
  | 'period_minutes'
  | 'games_share'
  | 'fgm'
  | 'tpm'
  | 'ftm'
  | 'source',
  string
> & {
  level: 'pro' | 'college';
  gender: 'men' | 'women';
  season_style: 'single-year' | 'cross-year';
};

const blank: Fields = {
  slug: '',
  display_name: '',
  level: 'pro',
  gender: 'men',
  periods: '4',
  period_minutes: '10',
  season_style: 'cross-year',
  games_share: '70',
  fgm: '3.66',
  tpm: '1',
  ftm: '1.52',
  source: '',
};

/** Checks a person can act on before anything is sent; the server checks again. */
function check(f: Fields): string[] {
  const out: string[] = [];
  if (!/^[a-z][a-z0-9-]{1,23}$/.test(f.slug.trim().toLowerCase()))
    out.push(
      'Code: 2 to 24 lower-case letters, digits or hyphens, starting with a letter (e.g. "bbl").',
    );
  if (f.display_name.trim().length < 2) out.push('Name: at least 2 characters.');
  const whole = (v: string, lo: number, hi: number) => /^\d+$/.test(v) && +v >= lo && +v <= hi;
  if (!whole(f.periods, 1, 8)) out.push('Periods: a whole number from 1 to 8.');
  if (!whole(f.period_minutes, 1, 60)) out.push('Minutes per period: a whole number from 1 to 60.');
  const share = Number(f.games_share);
  if (!(share > 0 && share <= 100)) out.push('Games played: a percentage above 0, at most 100.');
  for (const [v, label] of [
    [f.fgm, 'Field goals'],
    [f.tpm, 'Three-pointers'],
    [f.ftm, 'Free throws'],
  ] as const)
    if (v.trim() === '' || !(Number(v) >= 0 && Number(v) <= 20))
      out.push(`${label} made a game: a number from 0 to 20.`);
  if (f.source.trim().length < 3)
    out.push('Source: where the league publishes its rule (a URL or a title).');
  return out;
}

const toBody = (f: Fields): NewLeague => ({
  slug: f.slug.trim().toLowerCase(),
  display_name: f.display_name.trim(),
  level: f.level,
  gender: f.gender,
  periods: Number(f.periods),
  period_minutes: Number(f.period_minutes),
  season_style: f.season_style,
  qualification: {
    games_share: Number(f.games_share) / 100,
    fgm_per_game: Number(f.fgm),
    three_pm_per_game: Number(f.tpm),
    ftm_per_game: Number(f.ftm),
    source: f.source.trim(),
  },
});

/** An entry's fields as the form shows them (the games share in %, as typed). */
const fieldsOf = (l: CatalogueEntry): Fields => ({
  slug: l.slug,
  display_name: l.display_name,
  level: l.level,
  gender: l.gender,
  periods: String(l.periods),
  period_minutes: String(l.period_minutes),
  season_style: l.season_style,
  games_share: String(Math.round(l.qualification.games_share * 1000) / 10),
  fgm: String(Math.round(l.qualification.fgm_per_game * 100) / 100),
  tpm: String(Math.round(l.qualification.three_pm_per_game * 100) / 100),
  ftm: String(Math.round(l.qualification.ftm_per_game * 100) / 100),
  source: l.qualification.source,
});

/** Admin: the catalogue of leagues (decision 0031), a form to add one or correct one. */
export function AddLeague() {
  const queryClient = useQueryClient();
  const catalogue = useQuery(leagueCatalogueQueryOptions());
  const [f, setF] = useState<Fields>(blank);
  const [added, setAdded] = useState<{ slug: string; name: string; edited: boolean } | null>(null);
  /** The code of the entry being corrected (null: the form adds a league). */
  const [editing, setEditing] = useState<string | null>(null);
  const { submit, sending, errors, setErrors } = useSubmit(async (body: NewLeague) => {
    const { slug: _code, ...fields } = body; // an edit keeps its code
    const entry = editing ? await editLeague(editing, fields) : await addLeague(body);
    setAdded({ slug: entry.slug, name: entry.display_name, edited: editing !== null });
    setF(blank);
    setEditing(null);
    await queryClient.invalidateQueries();
  });
  const startEdit = (l: CatalogueEntry) => {
    setF(fieldsOf(l));
    setEditing(l.slug);
    setAdded(null);
    setErrors([]);
    // The form is below the list: bring it (and its first field) to the keyboard and the eye.
    requestAnimationFrame(() => document.getElementById('league-form-name')?.focus());
  };
  const cancelEdit = () => {
    setF(blank);
    setEditing(null);
    setErrors([]);
  };
  /** The entry whose deletion waits for a second click, and the last deletion's outcome. */
  const [confirming, setConfirming] = useState<CatalogueEntry | null>(null);
  const [deleted, setDeleted] = useState<string | null>(null);
  const removal = useSubmit(async (l: CatalogueEntry) => {
    await deleteLeague(l.slug);
    setDeleted(l.display_name);
    setConfirming(null);
    if (editing === l.slug) cancelEdit();
    await queryClient.invalidateQueries();
  });
  const askDelete = (l: CatalogueEntry) => {
    setConfirming(l);
    setDeleted(null);
    setAdded(null); // "X was added" would stand under a question about deleting it
    removal.setErrors([]);
    requestAnimationFrame(() => document.getElementById('league-delete-confirm')?.focus());
  };
  const set = (k: keyof Fields) => (e: { target: { value: string } }) => {
    setF({ ...f, [k]: e.target.value });
    setAdded(null);
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const problems = check(f);
    if (problems.length) return setErrors(problems);
    void submit(toBody(f));
  };
  const text = (k: keyof Fields, label: string, extra: object = {}) => (
    <label className="admin-field">
      {label}
      <input value={f[k]} onChange={set(k)} {...extra} />
    </label>
  );
  return (
    <div className="auth-section">
      <h2>Leagues</h2>
      <p>
        The leagues an import can create and how each names its seasons and qualifies its leaders.
      </p>
      {catalogue.isPending ? (
        <Skeleton height={160} label="Loading the leagues" />
      ) : catalogue.isError ? (
        <ErrorState
          what="the leagues"
          error={catalogue.error}
          onRetry={() => void catalogue.refetch()}
        />
      ) : catalogue.data.length === 0 ? (
        <EmptyState>No leagues in the catalogue yet.</EmptyState>
      ) : (
        <ul className="admin-list">
          {catalogue.data.map((l) => (
            <li key={l.slug}>
              <strong>{l.display_name}</strong> ({l.slug}) · {l.level} · {l.gender}&apos;s ·{' '}
              {l.periods} × {l.period_minutes} min · seasons{' '}
              {l.season_style === 'single-year' ? '2024' : '2024-25'}{' '}
              <button
                type="button"
                className="button button--ghost"
                aria-label={`Edit ${l.display_name}`}
                onClick={() => startEdit(l)}
              >
                Edit
              </button>{' '}
              {l.shipped ? null : (
                <button
                  type="button"
                  className="button button--ghost"
                  aria-label={`Delete ${l.display_name}`}
                  onClick={() => askDelete(l)}
                >
                  Delete
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {confirming ? (
        <div className="auth-notice" role="group" aria-label={`Delete ${confirming.display_name}`}>
          <p>
            Delete {confirming.display_name} ({confirming.slug})? Only a league you added that holds
            no games, players, teams or seasons can be deleted.
          </p>
          <FormErrors lines={removal.errors} />
          <button
            id="league-delete-confirm"
            type="button"
            className="button"
            disabled={removal.sending}
            onClick={() => void removal.submit(confirming)}
          >
            {removal.sending ? 'Deleting…' : 'Delete league'}
          </button>{' '}
          <button
            type="button"
            className="button button--ghost"
            onClick={() => {
              setConfirming(null);
              removal.setErrors([]);
            }}
          >
            Keep it
          </button>
        </div>
      ) : null}
      {deleted ? (
        <p className="auth-notice" role="status">
          {deleted} was deleted.
        </p>
      ) : null}
      <h3>{editing ? `Edit ${editing}` : 'Add a league'}</h3>
      <form
        className="auth-form"
        onSubmit={onSubmit}
        noValidate
        aria-label={editing ? `Edit ${editing}` : 'Add a league'}
      >
        {text('slug', 'Code (used in addresses, e.g. bbl)', {
          autoComplete: 'off',
          // A league's code names its pages and imports: it is not corrected here.
          readOnly: editing !== null,
        })}
        {text('display_name', 'Name', { id: 'league-form-name' })}
        <label className="admin-field">
          Level
          <select value={f.level} onChange={set('level')}>
            <option value="pro">Pro</option>
            <option value="college">College</option>
          </select>
        </label>
        <label className="admin-field">
          Men&apos;s or women&apos;s
          <select value={f.gender} onChange={set('gender')}>
            <option value="men">Men&apos;s</option>
            <option value="women">Women&apos;s</option>
          </select>
        </label>
        {text('periods', 'Periods a game', { inputMode: 'numeric' })}
        {text('period_minutes', 'Minutes a period', { inputMode: 'numeric' })}
        <label className="admin-field">
          Season names
          <select value={f.season_style} onChange={set('season_style')}>
            <option value="cross-year">2024-25 (across the new year)</option>
            <option value="single-year">2024 (within one year)</option>
          </select>
        </label>
        <fieldset>
          <legend>Leaders must have (per team game)</legend>
          {text('games_share', 'Games played, % of the team’s', { inputMode: 'decimal' })}
          {text('fgm', 'Field goals made', { inputMode: 'decimal' })}
          {text('tpm', 'Three-pointers made', { inputMode: 'decimal' })}
          {text('ftm', 'Free throws made', { inputMode: 'decimal' })}
          {text('source', 'Where the league publishes this rule (URL)')}
        </fieldset>
        <FormErrors lines={errors} />
        {editing ? (
          <>
            <SubmitButton sending={sending} label="Save changes" sendingLabel="Saving…" />
            <button type="button" className="button button--ghost" onClick={cancelEdit}>
              Cancel
            </button>
          </>
        ) : (
          <SubmitButton sending={sending} label="Add league" sendingLabel="Adding…" />
        )}
      </form>
      {added ? (
        <p className="auth-notice" role="status">
          {added.edited ? (
            <>
              {added.name} was saved: its leaders follow the new rule from now on.{' '}
              <Link to={paths.players(added.slug)}>See its players</Link>
            </>
          ) : (
            <>
              {added.name} was added. <Link to={paths.players(added.slug)}>See its players</Link>{' '}
              (none until an import names it).
            </>
          )}
        </p>
      ) : null}
    </div>
  );
}
