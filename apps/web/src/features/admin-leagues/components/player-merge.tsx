import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { FormErrors } from '../../../components/forms/form-errors';
import { SubmitButton } from '../../../components/forms/submit-button';
import { useSubmit } from '../../../components/forms/use-submit';
import { Skeleton } from '../../../components/ui/skeleton';
import { EmptyState, ErrorState } from '../../../components/ui/state-views';
import {
  findPlayers,
  getMerges,
  mergePlayers,
  undoMerge,
  type PlayerPick,
} from '../api/admin-leagues';

const nameOf = (p: PlayerPick) => `${p.firstname} ${p.lastname}`;

/** A search box and its matches as radio buttons: one player chosen. */
function PlayerPicker({
  legend,
  chosen,
  onChoose,
}: {
  legend: string;
  chosen: PlayerPick | null;
  onChoose: (p: PlayerPick | null) => void;
}) {
  const id = useId();
  const [keyword, setKeyword] = useState('');
  const found = useQuery({
    queryKey: ['merge-pick', keyword.trim()],
    queryFn: () => findPlayers(keyword.trim()),
    enabled: keyword.trim().length >= 2,
  });
  return (
    <fieldset>
      <legend>{legend}</legend>
      <label htmlFor={id}>Search by name</label>
      <input
        id={id}
        type="search"
        value={keyword}
        autoComplete="off"
        onChange={(e) => {
          setKeyword(e.target.value);
          onChoose(null);
        }}
      />
      {keyword.trim().length < 2 ? null : found.isPending ? (
        <Skeleton height={48} label="Searching players" />
      ) : found.isError ? (
        <ErrorState what="the players" error={found.error} onRetry={() => void found.refetch()} />
      ) : found.data.length === 0 ? (
        <EmptyState>No player matches “{keyword.trim()}”.</EmptyState>
      ) : (
        <div className="admin-picks">
          {found.data.map((p) => (
            <label key={p.id}>
              <input
                type="radio"
                name={id}
                checked={chosen?.id === p.id}
                onChange={() => onChoose(p)}
              />{' '}
              {nameOf(p)}{' '}
              <span className="admin-muted">
                ({p.slug}
                {p.team_name ? `, ${p.team_name}` : ''})
              </span>
            </label>
          ))}
        </div>
      )}
    </fieldset>
  );
}

/**
 * Admin: merge two players who are one person (decision 0031), and undo a merge. The server
 * refuses two players of one game; every line comes back on undo.
 */
export function PlayerMerge() {
  const queryClient = useQueryClient();
  const merges = useQuery({ queryKey: ['player-merges'], queryFn: getMerges });
  const [keep, setKeep] = useState<PlayerPick | null>(null);
  const [merge, setMerge] = useState<PlayerPick | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries();
  const doMerge = useSubmit(async (k: PlayerPick, m: PlayerPick) => {
    const done = await mergePlayers(k.id, m.id);
    setNotice(
      `${done.merged.name} was merged into ${done.keep.name}: ${done.lines_moved} lines moved.`,
    );
    setMerge(null);
    await refresh();
  });
  const doUndo = useSubmit(async (id: number) => {
    const done = await undoMerge(id);
    setNotice(`Merge undone: ${done.merged.name} is back.`);
    await refresh();
  });
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setNotice(null);
    if (!keep || !merge) return doMerge.setErrors(['Choose both players first.']);
    if (keep.id === merge.id) return doMerge.setErrors(['Choose two different players.']);
    void doMerge.submit(keep, merge);
  };
  return (
    <div className="auth-section">
      <h2>Merge players</h2>
      <p>
        When one person is two players (a changed name), merge them: every game, follow, note and
        tag of the second moves to the first, and the second name still finds them.
      </p>
      <form className="auth-form" onSubmit={onSubmit} noValidate aria-label="Merge two players">
        <PlayerPicker legend="Player to keep" chosen={keep} onChoose={setKeep} />
        <PlayerPicker legend="Player to merge into them" chosen={merge} onChoose={setMerge} />
        <FormErrors lines={doMerge.errors} />
        <SubmitButton sending={doMerge.sending} label="Merge" sendingLabel="Merging…" />
      </form>
      {notice ? (
        <p className="auth-notice" role="status">
          {notice}
        </p>
      ) : null}
      <h3>Recent merges</h3>
      <FormErrors lines={doUndo.errors} />
      {merges.isPending ? (
        <Skeleton height={80} label="Loading the merges" />
      ) : merges.isError ? (
        <ErrorState what="the merges" error={merges.error} onRetry={() => void merges.refetch()} />
      ) : merges.data.length === 0 ? (
        <EmptyState>No merges yet.</EmptyState>
      ) : (
        <ul className="admin-list">
          {merges.data.map((m) => (
            <li key={m.id}>
              {m.merged.name} → {m.keep.name} · {m.lines_moved} lines ·{' '}
              {m.undone_at ? (
                'undone'
              ) : (
                <button
                  type="button"
                  className="button"
                  disabled={doUndo.sending}
                  onClick={() => void doUndo.submit(m.id)}
                  aria-label={`Undo the merge of ${m.merged.name} into ${m.keep.name}`}
                >
                  Undo
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
