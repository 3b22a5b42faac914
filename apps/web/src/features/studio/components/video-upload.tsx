import { VIDEO_UPLOAD_ACCEPT } from '@hoopdex/contract/upload-formats';
import { useEffect, useId, useState } from 'react';
import { useUploadLimits } from '../api/get-upload-limits';
import { interruptedUploads, type UploadState } from '../hooks/use-tus-upload';
import { fileProblem, formatBytes } from '../utils/format-bytes';

type VideoUploadProps = {
  state: UploadState;
  fileName: string | null;
  onFile: (file: File) => void;
  onPause: () => void;
  onResume: () => void;
};

/** Choose a video and watch it go up: size, a progress bar with its number, pause and resume. */
export function VideoUpload({ state, fileName, onFile, onPause, onResume }: VideoUploadProps) {
  const id = useId();
  const limits = useUploadLimits();
  const [problem, setProblem] = useState<string | null>(null);
  const [interrupted, setInterrupted] = useState<{ name: string; size: number | null }[]>([]);
  useEffect(() => {
    interruptedUploads().then(setInterrupted, () => undefined);
  }, []);

  const percent = state.total > 0 ? Math.floor((state.sent / state.total) * 100) : 0;
  const busy = state.phase === 'uploading' || state.phase === 'paused';
  return (
    <div className="video-upload studio-field">
      {state.phase === 'idle' || state.phase === 'error' ? (
        <>
          <label htmlFor={id}>Video file</label>
          <input
            id={id}
            type="file"
            accept={VIDEO_UPLOAD_ACCEPT}
            aria-describedby={`${id}-limits`}
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (!file) return;
              const why = fileProblem(file, limits.data);
              setProblem(why);
              if (!why) onFile(file);
            }}
          />
          <p id={`${id}-limits`} className="muted">
            {limits.data
              ? `Up to ${formatBytes(limits.data.max_bytes)} per file; ${formatBytes(Math.max(0, limits.data.quota_bytes - limits.data.used_bytes))} of your storage left.`
              : 'MP4, MOV, WebM or another video file.'}
          </p>
          {interrupted.length > 0 && state.phase === 'idle' ? (
            <p className="studio-upload__resume">
              An upload of{' '}
              {interrupted
                .map((u) => `“${u.name}”${u.size ? ` (${formatBytes(u.size)})` : ''}`)
                .join(', ')}{' '}
              was interrupted. Choose the same file again to carry on where it stopped.
            </p>
          ) : null}
        </>
      ) : null}
      {problem ? (
        <p className="error-text" role="alert">
          {problem}
        </p>
      ) : null}
      {state.phase !== 'idle' ? (
        <div className="studio-upload__progress">
          <p className="studio-upload__file">
            {fileName} · {formatBytes(state.total)}
            {state.resumed ? ' · resumed' : ''}
          </p>
          <progress max={100} value={percent} aria-label={`Uploading ${fileName ?? 'video'}`} />
          <p role="status">
            {state.phase === 'done'
              ? 'Upload complete.'
              : state.phase === 'paused'
                ? `Paused at ${percent}% (${formatBytes(state.sent)} of ${formatBytes(state.total)}).`
                : state.phase === 'error'
                  ? `Stopped at ${percent}%.`
                  : `Uploading: ${percent}% (${formatBytes(state.sent)} of ${formatBytes(state.total)})`}
          </p>
          {state.error ? (
            <p className="error-text" role="alert">
              {state.error}
            </p>
          ) : null}
          {busy || state.phase === 'error' ? (
            <div className="studio-form__actions">
              {state.phase === 'uploading' ? (
                <button type="button" className="button button--ghost" onClick={onPause}>
                  Pause upload
                </button>
              ) : (
                <button type="button" className="button" onClick={onResume}>
                  Resume upload
                </button>
              )}
            </div>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
