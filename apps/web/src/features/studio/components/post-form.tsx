import { useState, type FormEvent } from 'react';
import { FormErrors } from '../../../components/forms/form-errors';
import { serverErrors } from '../../../components/forms/server-errors';
import { usePublish, useSaveDraft } from '../api/save-content';
import type { StudioItem, TaggedPlayer } from '../api/studio-types';
import { clearLocalDraft, readLocalDraft, useAutosave } from '../hooks/use-autosave';
import { fromLocalInputValue, toLocalInputValue } from '../utils/format-date-time';
import { AutosaveStatusLine } from './autosave-status';
import { PlayersPicker } from './players-picker';
import { ScheduleField, scheduleError } from './schedule-field';

export const POST_MAX = 2000;
type PostDraft = { body: string; players: TaggedPlayer[]; publishAt: string };

/** The server's errors shown beside their field; others go under the form. */
const FIELDS = ['body', 'publish_at'] as const;

type PostFormProps = {
  item: StudioItem | null;
  onPublished: (id: number, scheduled: boolean) => void;
};

/** A short update: text and the players it is about. Autosaved like an article. */
export function PostForm({ item, onPublished }: PostFormProps) {
  const storageKey = item ? `item-${item.id}` : 'new-post';
  const [start] = useState(() => {
    const local = readLocalDraft<PostDraft>(storageKey);
    if (local && local.at > (item ? Date.parse(item.updated_at) : 0))
      return { draft: local.value, id: item?.id ?? local.id };
    return {
      draft: {
        body: item?.body ?? '',
        players: item?.players ?? [],
        publishAt: toLocalInputValue(item?.publish_at),
      },
      id: item?.id ?? null,
    };
  });
  const [draft, setDraft] = useState(start.draft);
  const [bodyError, setBodyError] = useState('');
  const [whenError, setWhenError] = useState<string | undefined>();
  const live = item?.status === 'published' || item?.status === 'scheduled';
  const saveDraft = useSaveDraft();
  const publish = usePublish();
  const server = serverErrors(publish.error, FIELDS);
  const autosave = useAutosave({
    storageKey,
    value: draft,
    id: start.id,
    serverEnabled: !live && draft.body.trim() !== '',
    save: (d, id) => {
      const fields = { body: d.body.trim(), players: d.players.map((p) => p.slug) };
      return saveDraft.mutateAsync({
        id,
        create: { content_type: 'user_post', ...fields, status: 'draft' },
        update: fields,
      });
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    publish.reset();
    const body = draft.body.trim();
    setBodyError(body ? '' : 'Write something to post.');
    const when = scheduleError(draft.publishAt);
    setWhenError(when);
    if (!body || when) return;
    const publishAt = fromLocalInputValue(draft.publishAt);
    const fields = {
      body,
      players: draft.players.map((p) => p.slug),
      publish_at: publishAt,
      status: 'published' as const,
    };
    publish.mutate(
      { id: autosave.savedId, create: { content_type: 'user_post', ...fields }, update: fields },
      {
        onSuccess: (id) => {
          clearLocalDraft(storageKey);
          onPublished(id, publishAt !== null);
        },
      },
    );
  };
  const bodyProblem = bodyError || server.fields.body;

  return (
    <form className="studio-form" onSubmit={submit} noValidate>
      <div className="studio-field">
        <label htmlFor="post-body">Post</label>
        <textarea
          id="post-body"
          rows={6}
          maxLength={POST_MAX}
          value={draft.body}
          onChange={(e) => setDraft((d) => ({ ...d, body: e.target.value }))}
          aria-invalid={bodyProblem ? true : undefined}
          aria-describedby={`post-body-count${bodyProblem ? ' post-body-error' : ''}`}
        />
        <p id="post-body-count" className="muted">
          {draft.body.length} of {POST_MAX} characters
        </p>
        {bodyProblem ? (
          <p id="post-body-error" className="error-text">
            {bodyProblem}
          </p>
        ) : null}
      </div>
      <PlayersPicker
        value={draft.players}
        onChange={(players) => setDraft((d) => ({ ...d, players }))}
      />
      <ScheduleField
        value={draft.publishAt}
        onChange={(publishAt) => setDraft((d) => ({ ...d, publishAt }))}
        error={whenError ?? server.fields.publish_at}
      />
      <AutosaveStatusLine status={autosave.status} error={autosave.error} />
      <FormErrors lines={server.lines} />
      <div className="studio-form__actions">
        <button type="submit" className="button" disabled={publish.isPending}>
          {publish.isPending
            ? 'Publishing…'
            : draft.publishAt
              ? 'Schedule'
              : live
                ? 'Update'
                : 'Publish'}
        </button>
      </div>
    </form>
  );
}
