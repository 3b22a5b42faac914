import { useState, type FormEvent, type ReactNode } from 'react';
import { FormErrors } from '../../../components/forms/form-errors';
import { serverErrors } from '../../../components/forms/server-errors';
import { usePublish, useSaveDraft } from '../api/save-content';
import type { StudioItem, TaggedPlayer } from '../api/studio-types';
import { clearLocalDraft, readLocalDraft, useAutosave } from '../hooks/use-autosave';
import { fromLocalInputValue, toLocalInputValue } from '../utils/format-date-time';
import { formatHashtags, parseHashtags } from '../utils/hashtags';
import { AutosaveStatusLine } from './autosave-status';
import { RichTextEditor } from './editor/rich-text-editor';
import { PlayersPicker } from './players-picker';
import { ScheduleField, scheduleError } from './schedule-field';

export type ArticleDraft = {
  title: string;
  html: string;
  mentions: string[];
  hashtags: string;
  players: TaggedPlayer[];
  publishAt: string;
};

type ArticleFormProps = {
  item: StudioItem | null;
  /** The article page's own renderer, so the preview shows exactly what readers will see. */
  renderPreview: (html: string) => ReactNode;
  onPublished: (id: number, scheduled: boolean) => void;
};

function initialDraft(
  item: StudioItem | null,
  storageKey: string,
): { draft: ArticleDraft; id: number | null; restored: boolean } {
  const local = readLocalDraft<ArticleDraft>(storageKey);
  const serverAt = item ? Date.parse(item.updated_at) : 0;
  if (local && local.at > serverAt)
    return { draft: local.value, id: item?.id ?? local.id, restored: true };
  const draft: ArticleDraft = {
    title: item?.title ?? '',
    html: item?.body ?? '',
    mentions: [],
    hashtags: formatHashtags(item?.hashtags ?? []),
    players: item?.players ?? [],
    publishAt: toLocalInputValue(item?.publish_at),
  };
  return { draft, id: item?.id ?? null, restored: false };
}

const slugsOf = (d: ArticleDraft) => [...new Set([...d.players.map((p) => p.slug), ...d.mentions])];
/** The server's errors shown beside their field; others go under the form. */
const FIELDS = ['title', 'body', 'publish_at'] as const;

/** Write, autosave, preview, schedule and publish an article (new, or one's own to edit). */
export function ArticleForm({ item, renderPreview, onPublished }: ArticleFormProps) {
  const storageKey = item ? `item-${item.id}` : 'new-article';
  const [start] = useState(() => initialDraft(item, storageKey));
  const [draft, setDraft] = useState(start.draft);
  const [preview, setPreview] = useState(false);
  const [titleError, setTitleError] = useState('');
  const [whenError, setWhenError] = useState<string | undefined>();
  const set = (patch: Partial<ArticleDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const live = item?.status === 'published' || item?.status === 'scheduled';
  const saveDraft = useSaveDraft();
  const publish = usePublish();
  const server = serverErrors(publish.error, FIELDS);

  const autosave = useAutosave({
    storageKey,
    value: draft,
    id: start.id,
    // A live article changes only when its author says so (Update); a draft saves itself.
    serverEnabled: !live && draft.title.trim() !== '',
    save: (d, id) => {
      const fields = {
        title: d.title.trim(),
        body: d.html,
        hashtags: parseHashtags(d.hashtags),
        players: slugsOf(d),
      };
      return saveDraft.mutateAsync({
        id,
        create: { content_type: 'article', ...fields, status: 'draft' },
        update: fields,
      });
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    publish.reset();
    const title = draft.title.trim();
    setTitleError(title ? '' : 'Give the article a title.');
    const when = scheduleError(draft.publishAt);
    setWhenError(when);
    if (!title || when) return;
    const publishAt = fromLocalInputValue(draft.publishAt);
    const fields = {
      title,
      body: draft.html,
      hashtags: parseHashtags(draft.hashtags),
      players: slugsOf(draft),
      publish_at: publishAt,
    };
    publish.mutate(
      {
        id: autosave.savedId,
        create: { content_type: 'article', ...fields, status: 'published' },
        update: { ...fields, status: 'published' },
      },
      {
        onSuccess: (id) => {
          clearLocalDraft(storageKey);
          onPublished(id, publishAt !== null);
        },
      },
    );
  };
  const titleProblem = titleError || server.fields.title;

  return (
    <form className="studio-form" onSubmit={submit} noValidate>
      <div className="studio-field">
        <label htmlFor="article-title">Title</label>
        <input
          id="article-title"
          type="text"
          value={draft.title}
          maxLength={200}
          onChange={(e) => set({ title: e.target.value })}
          aria-invalid={titleProblem ? true : undefined}
          aria-describedby={titleProblem ? 'article-title-error' : undefined}
        />
        {titleProblem ? (
          <p id="article-title-error" className="error-text">
            {titleProblem}
          </p>
        ) : null}
      </div>
      <div className="studio-form__actions">
        <button
          type="button"
          className="button button--ghost"
          aria-pressed={preview}
          onClick={() => setPreview((p) => !p)}
        >
          {preview ? 'Back to editing' : 'Preview'}
        </button>
      </div>
      {preview ? (
        <section className="studio-preview" aria-label="Preview">
          <h2>{draft.title || 'Untitled article'}</h2>
          {renderPreview(draft.html)}
        </section>
      ) : null}
      <div hidden={preview}>
        <RichTextEditor
          label="Article text"
          initialHtml={draft.html}
          onChange={(c) => set({ html: c.empty ? '' : c.html, mentions: c.mentions })}
        />
        {server.fields.body ? (
          <p className="error-text">Article text: {server.fields.body}</p>
        ) : null}
      </div>
      <div className="studio-field">
        <label htmlFor="article-hashtags">Hashtags (separate with spaces)</label>
        <input
          id="article-hashtags"
          type="text"
          value={draft.hashtags}
          placeholder="#summerleague #draft"
          onChange={(e) => set({ hashtags: e.target.value })}
        />
      </div>
      <PlayersPicker
        value={draft.players}
        onChange={(players) => set({ players })}
        label="Tagged players (mentions are tagged too)"
      />
      <ScheduleField
        value={draft.publishAt}
        onChange={(publishAt) => set({ publishAt })}
        error={whenError ?? server.fields.publish_at}
      />
      <AutosaveStatusLine
        status={autosave.status}
        error={autosave.error}
        note={
          start.restored && autosave.status === 'idle'
            ? 'Restored your unsaved changes from this device.'
            : !live && !draft.title.trim() && autosave.status === 'idle'
              ? 'Add a title to save drafts to Hoopdex (changes are kept on this device).'
              : undefined
        }
      />
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
