import os from 'node:os';
import path from 'node:path';

/** Hosted media settings (issue 23); index.ts fills them from the environment. */
export interface MediaConfig {
  /** Where uploads and renditions live on disk (DATA_DIR/media by default). */
  dir: string;
  /** Largest single upload (UPLOAD_MAX_BYTES, default 2 GB). */
  uploadMaxBytes: number;
  /** Bytes one user may keep in uploads and videos (UPLOAD_QUOTA_BYTES, default 10 GB). */
  quotaBytes: number;
  /** Run the media and scheduled-publish jobs on this instance (off in most tests). */
  runJobs: boolean;
}

export const GB = 1024 ** 3;

/** index.ts always gives `dir` (DATA_DIR/media); an app built without one uses a temp folder. */
export function mediaConfig(partial: Partial<MediaConfig> = {}): MediaConfig {
  return {
    dir: partial.dir ?? path.join(os.tmpdir(), `hoopdex-media-${process.pid}`),
    uploadMaxBytes: partial.uploadMaxBytes ?? 2 * GB,
    quotaBytes: partial.quotaBytes ?? 10 * GB,
    runJobs: partial.runJobs ?? false,
  };
}

/** Where tus keeps an upload's bytes (and its `.json` info beside it). */
export const uploadPath = (media: MediaConfig, uploadId: string) =>
  path.join(media.dir, 'tus', uploadId);
