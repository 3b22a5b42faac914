import { SCOUT_NOTE_MAX } from '@hoopdex/contract/field-limits';
import type { ScoutNote } from '@hoopdex/contract';
import { useId, useState, type FormEvent } from 'react';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorState } from '../../../components/ui/state-views';
import { useRenderNow } from '../../../components/ui/use-render-now';
import { formatRelativeTime } from '../../../lib/format';
import { useSaveScoutNote, useScoutNote } from '../api/scout-notes';
import './scouting.css';

function NoteForm({ slug, initial }: { slug: string; initial: ScoutNote | null }) {
  const id = useId();
  const [note, setNote] = useState(initial?.note ?? '');
  const [grade, setGrade] = useState<number | null>(initial?.grade ?? null);
  const [isPublic, setIsPublic] = useState(initial?.is_public ?? false);
  const save = useSaveScoutNote(slug);
  // 'Last saved 3 hours ago' against the render clock: the same text on both sides of hydration.
  const now = useRenderNow();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ note, grade, is_public: isPublic });
  };
  return (
    <form className="scout-note" onSubmit={submit}>
      <h3>Your note</h3>
      <fieldset className="scout-note__grade">
        <legend>Grade (1-5)</legend>
        {[1, 2, 3, 4, 5].map((g) => (
          <label key={g}>
            <input
              type="radio"
              name={`${id}-grade`}
              value={g}
              checked={grade === g}
              onChange={() => setGrade(g)}
            />{' '}
            {g}
          </label>
        ))}
        <label>
          <input
            type="radio"
            name={`${id}-grade`}
            checked={grade === null}
            onChange={() => setGrade(null)}
          />{' '}
          None
        </label>
      </fieldset>
      <label htmlFor={`${id}-note`}>Note</label>
      <textarea
        id={`${id}-note`}
        rows={5}
        maxLength={SCOUT_NOTE_MAX}
        value={note}
        onChange={(e) => setNote(e.target.value)}
      />
      <label className="scout-note__public">
        <input type="checkbox" checked={isPublic} onChange={(e) => setIsPublic(e.target.checked)} />{' '}
        Public: show it, with the grade, on boards I share
      </label>
      <p className="muted">
        Unchecked, the note stays private: it never appears on a shared board.
      </p>
      <div className="scout-note__actions">
        <button type="submit" className="button" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save note'}
        </button>
        <span role="status" className={save.isError ? 'error-text' : 'muted'}>
          {save.isError
            ? 'Could not save. Please try again.'
            : save.isSuccess
              ? 'Saved.'
              : initial
                ? `Last saved ${formatRelativeTime(initial.updated_at, now)}`
                : ''}
        </span>
      </div>
    </form>
  );
}

/** Private note and 1-5 grade of the signed-in scout for one player. */
export function ScoutNoteForm({ slug }: { slug: string }) {
  const note = useScoutNote(slug);
  if (note.isPending) return <Skeleton height={220} label="Loading your note" />;
  if (note.isError)
    return <ErrorState what="your note" error={note.error} onRetry={() => void note.refetch()} />;
  return <NoteForm key={slug} slug={slug} initial={note.data} />;
}
