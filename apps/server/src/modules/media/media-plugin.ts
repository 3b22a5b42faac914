import { rm } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client';
import type { Cache } from '../../lib/cache';
import type { StudioHooks, PublishingEvents, Saved } from '../content/index';
import { uploadedImagesRoutes } from './images/uploaded-images.routes';
import { mediaConfig, uploadPath, type MediaConfig } from './media-config';
import { createS3Storage } from './storage/s3-storage';
import { createFileStorage, type MediaStorage } from './storage/storage';
import { hostedVideoFilesRoutes } from './video/hosted-video-files.routes';
import { makeHostedVideoItem, type HostedVideoInput } from './video/hosted-video-item';
import { createJobRunner, type JobKind, type JobRunner } from './video/job-runner';
import { cancelJobs, queueTranscode } from './video/media-jobs';

/** Hosted media for one app: where files live, the job runner, and what the Studio calls. */
export interface HostedMedia {
  media: MediaConfig;
  storage: MediaStorage;
  runner: JobRunner;
  /** Makes a video item from an upload and queues its transcode on this instance's runner. */
  makeVideoItem(input: HostedVideoInput): Promise<Saved>;
  /** Queues an item's transcode again (a retry) and wakes the runner. */
  transcodeAgain(studioItemId: number): Promise<void>;
  /** What the Studio calls around its items (a hosted video's make, delete). */
  studio: StudioHooks;
}

/** What a job kind is made from: the runner's own database, cache and media settings. */
export interface JobKindDeps {
  db: Database;
  cache: Cache;
  media: MediaConfig;
}

export interface HostedMediaOptions {
  db: Database;
  cache: Cache;
  publishing: PublishingEvents;
  /** index.ts fills it from the environment; tests give a temp dir (mediaConfig's defaults). */
  config?: Partial<MediaConfig> | undefined;
  /** Every job kind beside transcodes (film_sync), by name: the runner knows them all at start. */
  jobKinds?: Record<string, (deps: JobKindDeps) => JobKind>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Hosted media (issue 23, made one plugin in issue 30): storage, jobs, the Studio's hooks. */
    hostedMedia: HostedMedia;
  }
}

function createHostedMedia(
  opts: HostedMediaOptions,
  log: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void },
): HostedMedia {
  const { db } = opts;
  const media = mediaConfig(opts.config);
  // S3_BUCKET set: renditions and pictures in the bucket, shared by every instance.
  const storage = media.s3 ? createS3Storage(media.s3) : createFileStorage(media.dir);
  const runner = createJobRunner({
    db,
    cache: opts.cache,
    publishing: opts.publishing,
    storage,
    media,
    log,
  });
  for (const [name, make] of Object.entries(opts.jobKinds ?? {}))
    runner.register(name, make({ db, cache: opts.cache, media }));
  const kick = media.runJobs ? runner.start() : undefined;
  const makeVideoItem = (input: HostedVideoInput) => makeHostedVideoItem(db, input, kick);
  return {
    media,
    storage,
    runner,
    makeVideoItem,
    async transcodeAgain(studioItemId) {
      await queueTranscode(db, studioItemId);
      kick?.();
    },
    studio: {
      createHostedVideo: (userId, publisher, body) => makeVideoItem({ userId, publisher, body }),
      beforeDelete: (studioItemId) => cancelJobs(db, studioItemId),
      async afterDelete(row) {
        // Renditions, poster, sprite, and the uploaded source (tus keeps a .json beside it).
        await storage.deletePrefix(`hosted/${row.id}`);
        if (row.uploadId) {
          const source = uploadPath(media, row.uploadId);
          await Promise.all([rm(source, { force: true }), rm(`${source}.json`, { force: true })]);
        }
      },
    },
  };
}

/**
 * Hosted media as one plugin: it makes the storage (files or S3) and the job runner with every
 * job kind, starts the runner where jobs run, stops it on close (a running ffmpeg is killed and
 * its lease left to lapse: the job resumes anywhere), and serves /media/hosted and
 * /media/uploads. The app reads it as `app.hostedMedia` (ModuleDeps.hosted).
 */
export const hostedMediaPlugin = fp<HostedMediaOptions>(
  async (app: FastifyInstance, opts) => {
    const hosted = createHostedMedia(opts, app.log);
    app.decorate('hostedMedia', hosted);
    app.addHook('onClose', async () => hosted.runner.abandon());
    await app.register(hostedVideoFilesRoutes(hosted.storage));
    await app.register(uploadedImagesRoutes(hosted.storage));
  },
  { name: 'hosted-media' },
);
