import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { FormErrors } from '../../../components/forms/form-errors';
import { SubmitButton } from '../../../components/forms/submit-button';
import { useSubmit } from '../../../components/forms/use-submit';
import { Skeleton } from '../../../components/ui/skeleton';
import { EmptyState, ErrorState } from '../../../components/ui/state-views';
import { getMerges, mergePlayers, undoMerge, type PlayerPick } from '../api/admin-leagues';
import { CareerHistory } from './career-history';
import { PlayerPicker } from './player-picker';

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
      <CareerHistory />
    </div>
  );
}
