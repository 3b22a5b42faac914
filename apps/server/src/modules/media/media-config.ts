import os from 'node:os';
import path from 'node:path';
import { VIDEO_QUOTA_BYTES_DEFAULT, VIDEO_UPLOAD_MAX_BYTES_DEFAULT } from '@hoopdex/contract';
import type { S3Config } from '../../env';

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
  /**
   * Where tus keeps uploads in progress and finished sources (UPLOAD_DIR, default `dir`/tus).
   * Behind several instances a folder they all mount: any of them may take a PATCH or the job.
   */
  tusDir: string;
  /** S3-compatible object storage for renditions and pictures (S3_BUCKET set), else files. */
  s3?: S3Config | undefined;
}

export type { S3Config };

/** index.ts always gives `dir` (DATA_DIR/media); an app built without one uses a temp folder. */
export function mediaConfig(partial: Partial<MediaConfig> = {}): MediaConfig {
  const dir = partial.dir ?? path.join(os.tmpdir(), `hoopdex-media-${process.pid}`);
  return {
    dir,
    tusDir: partial.tusDir ?? path.join(dir, 'tus'),
    s3: partial.s3,
    uploadMaxBytes: partial.uploadMaxBytes ?? VIDEO_UPLOAD_MAX_BYTES_DEFAULT,
    quotaBytes: partial.quotaBytes ?? VIDEO_QUOTA_BYTES_DEFAULT,
    runJobs: partial.runJobs ?? false,
  };
}

/** Where tus keeps an upload's bytes (and its `.json` info beside it). */
export const uploadPath = (media: MediaConfig, uploadId: string) =>
  path.join(media.tusDir, uploadId);
