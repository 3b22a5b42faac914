import { rm } from 'node:fs/promises';
import type { Database } from '../../../db/client';
import type { Cache } from '../../../lib/cache';
import type { StudioHooks } from '../../content/publishing/studio-hooks';
import type { PublishingEvents } from '../../content/publishing/publishing-events';
import { uploadPath, type MediaConfig } from '../media-config';
import { createJobRunner, type JobRunner } from './job-runner';
import { cancelJobs, queueTranscode } from './media-jobs';
import { createS3Storage } from '../storage/s3-storage';
import { createFileStorage, type MediaStorage } from '../storage/storage';

export interface HostedVideo {
  media: MediaConfig;
  storage: MediaStorage;
  runner: JobRunner;
  hooks: StudioHooks;
}

/** Hosted video for one app: storage, the job runner and what the Studio calls around items. */
export function createHostedVideo(deps: {
  db: Database;
  cache: Cache;
  publishing: PublishingEvents;
  media: MediaConfig;
  log: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };
}): HostedVideo {
  // S3_BUCKET set: renditions and pictures in the bucket, shared by every instance.
  const storage = deps.media.s3
    ? createS3Storage(deps.media.s3)
    : createFileStorage(deps.media.dir);
  const runner = createJobRunner({ ...deps, storage });
  let kick: (() => void) | null = null;
  if (deps.media.runJobs) kick = runner.start();
  const hooks: StudioHooks = {
    async videoCreated(studioItemId) {
      await queueTranscode(deps.db, studioItemId);
      kick?.();
    },
    beforeDelete: (studioItemId) => cancelJobs(deps.db, studioItemId),
    async afterDelete(row) {
      // Renditions, poster, sprite, and the uploaded source (tus keeps a .json beside it).
      await storage.deletePrefix(`hosted/${row.id}`);
      if (row.uploadId) {
        const source = uploadPath(deps.media, row.uploadId);
        await Promise.all([rm(source, { force: true }), rm(`${source}.json`, { force: true })]);
      }
    },
  };
  return { media: deps.media, storage, runner, hooks };
}
