import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormErrors } from '../../../components/forms/form-errors';
import { serverErrors } from '../../../components/forms/server-errors';
import { errorLines } from '../../../components/forms/use-submit';
import { useStudioItem } from '../api/get-studio-item';
import { usePublish, useRetryTranscode, useSaveDraft } from '../api/save-content';
import type { StudioItem, TaggedPlayer } from '../api/studio-types';
import { useTusUpload } from '../hooks/use-tus-upload';
import { fromLocalInputValue, toLocalInputValue } from '../utils/format-date-time';
import { PlayersPicker } from './players-picker';
import { ScheduleField, scheduleError } from './schedule-field';
import { VideoStatus } from './video-status';
import { VideoUpload } from './video-upload';

type VideoFormProps = {
  item: StudioItem | null;
  onPublished: (id: number, scheduled: boolean) => void;
};

/** The server's errors shown beside their field; others go under the form. */
const FIELDS = ['title', 'body', 'publish_at'] as const;

const titleFromFile = (name: string) =>
  name
    .replace(/\.[^.]+$/, '')
    .replace(/[_-]+/g, ' ')
    .trim()
    .slice(0, 200);

/**
 * A new video: upload (resumable), then it becomes a draft item that the server transcodes while
 * the author writes its title and tags players; Publish (now, at a time, or as soon as it is ready).
 */
export function VideoForm({ item, onPublished }: VideoFormProps) {
  const upload = useTusUpload();
  const [fileName, setFileName] = useState<string | null>(null);
  const [itemId, setItemId] = useState<number | null>(item?.id ?? null);
  const live = useStudioItem(itemId ?? 0, itemId !== null);
  const current = live.data ?? item;
  const [title, setTitle] = useState(item?.title ?? '');
  const [body, setBody] = useState(item?.body ?? '');
  const [players, setPlayers] = useState<TaggedPlayer[]>(item?.players ?? []);
  const [publishAt, setPublishAt] = useState(toLocalInputValue(item?.publish_at));
  const [titleError, setTitleError] = useState('');
  const [whenError, setWhenError] = useState<string | undefined>();
  const { mutate: createDraft, error: createError } = useSaveDraft();
  const publish = usePublish();
  const server = serverErrors(publish.error, FIELDS);
  const retry = useRetryTranscode();
  const latest = useRef({ title, body, players, fileName });
  latest.current = { title, body, players, fileName };

  // The upload finished: the file becomes a draft video at once, so the transcode starts now.
  const { phase, uploadId } = upload.state;
  useEffect(() => {
    if (phase !== 'done' || !uploadId || itemId !== null) return;
    const { title: t, body: b, players: p, fileName: f } = latest.current;
    const name = t.trim() || titleFromFile(f ?? '') || 'Untitled video';
    if (!t.trim()) setTitle(name);
    const create = {
      content_type: 'video' as const,
      title: name,
      upload_id: uploadId,
      players: p.map((x) => x.slug),
      ...(b.trim() ? { body: b.trim() } : {}),
      status: 'draft' as const,
    };
    createDraft({ id: null, create, update: {} }, { onSuccess: setItemId });
  }, [phase, uploadId, itemId, createDraft]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    publish.reset();
    const t = title.trim();
    setTitleError(t ? '' : 'Give the video a title.');
    const when = scheduleError(publishAt);
    setWhenError(when);
    if (!t || when || itemId === null) return;
    const at = fromLocalInputValue(publishAt);
    const fields = {
      title: t,
      body: body.trim(),
      players: players.map((p) => p.slug),
      publish_at: at,
      status: 'published' as const,
    };
    publish.mutate(
      { id: itemId, create: { content_type: 'video', ...fields }, update: fields },
      { onSuccess: (id) => onPublished(id, at !== null) },
    );
  };
  const titleProblem = titleError || server.fields.title;

  const processing = current?.status === 'processing';
  const isLive = current?.status === 'published' || current?.status === 'scheduled';
  return (
    <form className="studio-form" onSubmit={submit} noValidate>
      {/* A new video keeps its upload panel ("Upload complete.") after the draft is made. */}
      {item === null ? (
        <VideoUpload
          state={upload.state}
          fileName={fileName}
          onFile={(file) => {
            setFileName(file.name);
            if (!title.trim()) setTitle(titleFromFile(file.name));
            void upload.start(file);
          }}
          onPause={upload.pause}
          onResume={upload.resume}
        />
      ) : null}
      {createError ? <FormErrors lines={errorLines(createError)} /> : null}
      {current ? (
        <VideoStatus
          item={current}
          onRetry={() => retry.mutate(current.id)}
          retrying={retry.isPending}
        />
      ) : null}
      <div className="studio-field">
        <label htmlFor="video-title">Title</label>
        <input
          id="video-title"
          type="text"
          value={title}
          maxLength={200}
          onChange={(e) => setTitle(e.target.value)}
          aria-invalid={titleProblem ? true : undefined}
          aria-describedby={titleProblem ? 'video-title-error' : undefined}
        />
        {titleProblem ? (
          <p id="video-title-error" className="error-text">
            {titleProblem}
          </p>
        ) : null}
      </div>
      <div className="studio-field">
        <label htmlFor="video-body">Description (optional)</label>
        <textarea
          id="video-body"
          rows={4}
          maxLength={5000}
          value={body}
          onChange={(e) => setBody(e.target.value)}
          aria-invalid={server.fields.body ? true : undefined}
          aria-describedby={server.fields.body ? 'video-body-error' : undefined}
        />
        {server.fields.body ? (
          <p id="video-body-error" className="error-text">
            {server.fields.body}
          </p>
        ) : null}
      </div>
      <PlayersPicker value={players} onChange={setPlayers} />
      <ScheduleField
        value={publishAt}
        onChange={setPublishAt}
        error={whenError ?? server.fields.publish_at}
      />
      <FormErrors lines={server.lines} />
      <div className="studio-form__actions">
        <button
          type="submit"
          className="button"
          disabled={publish.isPending || itemId === null || current?.status === 'failed'}
        >
          {publish.isPending
            ? 'Publishing…'
            : publishAt
              ? 'Schedule'
              : isLive
                ? 'Update'
                : processing
                  ? 'Publish when ready'
                  : 'Publish'}
        </button>
      </div>
      {itemId === null ? (
        <p className="muted">Publishing opens once the upload has finished.</p>
      ) : null}
    </form>
  );
}
