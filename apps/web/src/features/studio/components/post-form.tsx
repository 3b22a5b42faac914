import { useState, type FormEvent } from 'react';
import { createContent, updateContent } from '../api/save-content';
import type { StudioItem, TaggedPlayer } from '../api/studio-types';
import { clearLocalDraft, readLocalDraft, useAutosave } from '../hooks/use-autosave';
import { usePublish } from '../hooks/use-publish';
import { fromLocalInputValue, toLocalInputValue } from '../utils/format-date-time';
import { AutosaveStatusLine } from './autosave-status';
import { PlayersPicker } from './players-picker';
import { ScheduleField, scheduleError } from './schedule-field';

export const POST_MAX = 2000;
type PostDraft = { body: string; players: TaggedPlayer[]; publishAt: string };

type PostFormProps = { item: StudioItem | null; onPublished: (id: number, scheduled: boolean) => void };

/** A short update: text and the players it is about. Autosaved like an article. */
export function PostForm({ item, onPublished }: PostFormProps) {
  const storageKey = item ? `item-${item.id}` : 'new-post';
  const [start] = useState(() => {
    const local = readLocalDraft<PostDraft>(storageKey);
    if (local && local.at > (item ? Date.parse(item.updated_at) : 0)) return { draft: local.value, id: item?.id ?? local.id };
    return { draft: { body: item?.body ?? '', players: item?.players ?? [], publishAt: toLocalInputValue(item?.publish_at) }, id: item?.id ?? null };
  });
  const [draft, setDraft] = useState(start.draft);
  const [bodyError, setBodyError] = useState('');
  const [whenError, setWhenError] = useState<string | undefined>();
  const live = item?.status === 'published' || item?.status === 'scheduled';
  const autosave = useAutosave({
    storageKey,
    value: draft,
    id: start.id,
    serverEnabled: !live && draft.body.trim() !== '',
    save: async (d, id) => {
      const fields = { body: d.body.trim(), players: d.players.map((p) => p.slug) };
      if (id === null) return (await createContent({ content_type: 'user_post', ...fields, status: 'draft' })).id;
      await updateContent(id, fields);
      return id;
    },
  });
  const { publish, sending, error } = usePublish();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body = draft.body.trim();
    setBodyError(body ? '' : 'Write something to post.');
    const when = scheduleError(draft.publishAt);
    setWhenError(when);
    if (!body || when) return;
    const publishAt = fromLocalInputValue(draft.publishAt);
    const fields = { body, players: draft.players.map((p) => p.slug), publish_at: publishAt, status: 'published' as const };
    const id = await publish(autosave.savedId, { content_type: 'user_post', ...fields }, fields);
    if (id === null) return;
    clearLocalDraft(storageKey);
    onPublished(id, publishAt !== null);
  };

  return (
    <form className="studio-form" onSubmit={(e) => void submit(e)} noValidate>
      <div className="studio-field">
        <label htmlFor="post-body">Post</label>
        <textarea
          id="post-body"
          rows={6}
          maxLength={POST_MAX}
          value={draft.body}
          onChange={(e) => setDraft((d) => ({ ...d, body: e.target.value }))}
          aria-invalid={bodyError ? true : undefined}
          aria-describedby={`post-body-count${bodyError ? ' post-body-error' : ''}`}
        />
        <p id="post-body-count" className="muted">
          {draft.body.length} of {POST_MAX} characters
        </p>
        {bodyError ? (
          <p id="post-body-error" className="error-text">
            {bodyError}
          </p>
        ) : null}
      </div>
      <PlayersPicker value={draft.players} onChange={(players) => setDraft((d) => ({ ...d, players }))} />
      <ScheduleField value={draft.publishAt} onChange={(publishAt) => setDraft((d) => ({ ...d, publishAt }))} error={whenError} />
      <AutosaveStatusLine status={autosave.status} error={autosave.error} />
      {error ? (
        <p className="error-text" role="alert">
          {error.message}
        </p>
      ) : null}
      <div className="studio-form__actions">
        <button type="submit" className="button" disabled={sending}>
          {sending ? 'Publishing…' : draft.publishAt ? 'Schedule' : live ? 'Update' : 'Publish'}
        </button>
      </div>
    </form>
  );
}
