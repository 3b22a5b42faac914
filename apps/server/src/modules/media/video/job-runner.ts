import type { ChildProcess } from 'node:child_process';
import type { Database } from '../../../db/client';
import type { Cache } from '../../../lib/cache';
import type { PublishingEvents } from '../../content/index';
import { uploadPath, type MediaConfig } from '../media-config';
import { markFailed, markReady } from './finish-item';
import { claimJob, failJob, finishJob, heartbeat, type ClaimedJob } from './media-jobs';
import { NotAVideoError } from './probe';
import type { MediaStorage } from '../storage/storage';
import { transcode, type TranscodeControl } from './transcode';

export interface RunnerDeps {
  db: Database;
  cache: Cache;
  publishing: PublishingEvents;
  storage: MediaStorage;
  media: MediaConfig;
  log: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };
  /** How long a claim holds without a heartbeat (a dead runner's job is taken after it). */
  leaseMs?: number;
}

export type JobOutcome = 'none' | 'ready' | 'failed' | 'retry' | 'lost';

/** A kind of media job another module runs on this runner (film_sync), beside transcodes. */
export interface JobKind {
  /** The work on the item's uploaded `source`; throws to fail the attempt (retried). */
  run(job: ClaimedJob, source: string, control: TranscodeControl): Promise<void>;
  /** The attempt that failed was the last: the module records why. */
  failed(job: ClaimedJob, message: string): Promise<void>;
}

/**
 * Runs media jobs on this instance, one at a time. The work is ffmpeg in child processes; this
 * loop only claims, beats the lease, records progress and the outcome.
 */
export function createJobRunner(deps: RunnerDeps) {
  const leaseMs = deps.leaseMs ?? 60_000;
  let child: ChildProcess | null = null;
  let abandoned = false;
  let timer: NodeJS.Timeout | null = null;
  let busy: Promise<JobOutcome> | null = null;
  const kinds = new Map<string, JobKind>();

  async function runJob(job: ClaimedJob): Promise<JobOutcome> {
    const source = uploadPath(deps.media, job.upload_id ?? '');
    let progress = 0;
    let lost = false;
    const beat = setInterval(
      () => {
        void heartbeat(deps.db, job, leaseMs, progress)
          .then((ours) => {
            if (ours || abandoned) return;
            lost = true; // cancelled, or another runner took it: stop the work
            child?.kill('SIGKILL');
          })
          .catch((err: unknown) => deps.log.warn({ err }, 'media job heartbeat failed'));
      },
      Math.max(200, leaseMs / 4),
    );
    const control: TranscodeControl = {
      onChild: (c) => (child = c),
      onProgress: (pct) => (progress = Math.round(pct * 10) / 10),
    };
    const kind = kinds.get(job.kind);
    try {
      if (kind) {
        await kind.run(job, source, control);
        if (abandoned || lost) return 'lost';
        await finishJob(deps.db, job);
        return 'ready';
      }
      const result = await transcode(
        source,
        deps.storage,
        `hosted/${job.studio_item_id}/v${job.id}-${job.attempts}`,
        control,
      );
      if (abandoned || lost) return 'lost';
      await finishJob(deps.db, job);
      const event = await markReady(deps.db, job.studio_item_id, result);
      if (event) {
        await deps.publishing.changed();
        await deps.publishing.published(event);
      }
      return 'ready';
    } catch (err) {
      if (abandoned || lost) return 'lost';
      const notVideo = err instanceof NotAVideoError;
      const message = notVideo
        ? err.message
        : `The video could not be processed: ${(err as Error).message}`;
      const final = await failJob(deps.db, job, message, notVideo);
      if (final && kind) await kind.failed(job, message);
      else if (final) await markFailed(deps.db, job.studio_item_id, message);
      deps.log.warn({ err, job: job.id }, 'media job failed');
      return final ? 'failed' : 'retry';
    } finally {
      clearInterval(beat);
      child = null;
    }
  }

  /** Claims and runs one job if one is due. */
  async function runOnce(): Promise<JobOutcome> {
    if (busy) return busy;
    busy = (async () => {
      const job = await claimJob(deps.db, leaseMs, ['transcode', ...kinds.keys()]);
      return job ? runJob(job) : 'none';
    })().finally(() => (busy = null));
    return busy;
  }

  return {
    runOnce,
    /** Runs jobs of `name` (queued with queueJob) with `kind` too. */
    register(name: string, kind: JobKind) {
      kinds.set(name, kind);
    },
    /** Polls every `intervalMs` (and at once when `kick` is called after a new upload). */
    start(intervalMs = 2000) {
      const tick = () => {
        if (abandoned || busy) return;
        void runOnce()
          .then((outcome) => {
            if (outcome !== 'none') setImmediate(tick); // drain a backlog without waiting
          })
          .catch((err: unknown) => deps.log.warn({ err }, 'media jobs failed'));
      };
      timer = setInterval(tick, intervalMs);
      timer.unref();
      return tick;
    },
    /**
     * Stops like a crashed process would: no new claims, ffmpeg killed, nothing written; the
     * job's lease lapses and any instance (this one after a restart) takes it again.
     */
    abandon() {
      abandoned = true;
      if (timer) clearInterval(timer);
      timer = null;
      child?.kill('SIGKILL');
    },
    /** The ffmpeg running now, if any (tests). */
    get child() {
      return child;
    },
  };
}

export type JobRunner = ReturnType<typeof createJobRunner>;
