import { rm } from 'node:fs/promises';
import type { FieldError } from '@hoopdex/contract';
import type { Database } from '../../db/client';
import { uploadPath, type MediaConfig } from '../media/index';
import { importBoxScoreSource, type ImportOutcome } from './box-score-import.service';
import { beat, claimImport, failImport, finishImport, type ImportRow } from './import-jobs';
import { fileSource } from './stream-box-scores';

export interface ImportRunnerDeps {
  db: Database;
  media: MediaConfig;
  log: { warn(obj: object, msg: string): void };
  /** What follows a committed import (fresh numbers, alerts): afterImport. */
  after(outcome: Extract<ImportOutcome, { ok: true }>): Promise<void>;
  /** How long a claim holds without a heartbeat (a dead runner's job is taken after it). */
  leaseMs?: number;
  /** Box-score rows per INSERT (see importBoxScoreSource). */
  lineChunk?: number;
}

/** What this instance knows of a job it runs now: answered without the database. */
export interface LiveImport {
  row: ImportRow;
  phase: string;
  progress: number;
}

/** The share of the bar each phase fills: the check read, the write read, what follows. */
const barOf = (phase: 'checking' | 'writing', share: number) =>
  phase === 'checking' ? share * 30 : 30 + share * 65;

/**
 * Runs box-score import jobs on this instance, one at a time, like the media job runner
 * (hosted-video/job-runner.ts): claims with a lease, beats it while the import runs, records
 * progress, the result or the errors. The import is one transaction, so a job whose process
 * died left nothing: it runs again from the start when claimed again.
 */
export function createImportRunner(deps: ImportRunnerDeps) {
  const leaseMs = deps.leaseMs ?? 60_000;
  const live = new Map<number, LiveImport>();
  let abandoned = false;
  let stop: AbortController | null = null;
  let timer: NodeJS.Timeout | null = null;
  let busy: Promise<boolean> | null = null;

  async function runJob(job: ImportRow): Promise<void> {
    const state: LiveImport = { row: job, phase: 'checking', progress: 0 };
    live.set(job.id, state);
    stop = new AbortController();
    let lost = false;
    // On PGlite the beat waits while the import's transaction holds the database: one at a time.
    let beating = false;
    const timerBeat = setInterval(
      () => {
        if (beating) return;
        beating = true;
        void beat(deps.db, job, leaseMs, state.phase, state.progress)
          .then((ours) => {
            if (ours || abandoned) return;
            lost = true; // another runner took it (our lease lapsed): stop ours
            stop?.abort();
          })
          .catch((err: unknown) => deps.log.warn({ err }, 'import job heartbeat failed'))
          .finally(() => (beating = false));
      },
      Math.max(200, leaseMs / 4),
    );
    const file = uploadPath(deps.media, job.uploadId);
    const over = async () => {
      if (job.ownsFile) await rm(file, { force: true });
    };
    try {
      const outcome = await importBoxScoreSource(deps.db, fileSource(file, Number(job.bytes)), {
        createMissing: job.createMissing,
        dryRun: job.dryRun,
        signal: stop.signal,
        ...(deps.lineChunk ? { lineChunk: deps.lineChunk } : {}),
        onProgress: (phase, share) => {
          state.phase = phase;
          state.progress = barOf(phase, share);
        },
      });
      if (abandoned || lost) return;
      if (!outcome.ok) {
        await failImport(deps.db, job, outcome.errors, true);
        await over();
        return;
      }
      state.phase = 'refreshing';
      state.progress = 95;
      // Committed: fresh numbers before "done", so what the admin opens next shows them.
      await deps
        .after(outcome)
        .catch((err: unknown) =>
          deps.log.warn({ err, job: job.id }, 'import: refresh after the import failed'),
        );
      await finishImport(deps.db, job, outcome.result);
      await over();
    } catch (err) {
      if (abandoned || lost) return;
      const missing = (err as NodeJS.ErrnoException).code === 'ENOENT';
      const errors: FieldError[] = [
        {
          msg: missing
            ? 'The uploaded file is no longer kept: send it again'
            : `The import failed: ${(err as Error).message}`,
          param: 'file',
        },
      ];
      const final = await failImport(deps.db, job, errors, missing);
      if (final) await over();
      deps.log.warn({ err, job: job.id }, 'import job failed');
    } finally {
      clearInterval(timerBeat);
      live.delete(job.id);
      stop = null;
    }
  }

  /** Claims and runs one job if one is due; answers whether there was one. */
  function runOnce(): Promise<boolean> {
    if (busy) return busy;
    busy = (async () => {
      if (abandoned) return false;
      const job = await claimImport(deps.db, leaseMs);
      if (!job) return false;
      await runJob(job);
      return true;
    })().finally(() => (busy = null));
    return busy;
  }

  const tick = () => {
    if (abandoned || busy) return;
    void runOnce()
      .then((ran) => {
        if (ran) setImmediate(tick); // drain a backlog without waiting
      })
      .catch((err: unknown) => deps.log.warn({ err }, 'import jobs failed'));
  };

  return {
    runOnce,
    /**
     * Runs `before` (the PGlite requeue), then polls every `intervalMs`; `kick` runs a poll now
     * (a job was just queued).
     */
    start(before?: () => Promise<void>, intervalMs = 2000) {
      // Not awaited by the caller: the app's start does not wait on the database for this.
      void (before ? before() : Promise.resolve())
        .catch((err: unknown) => deps.log.warn({ err }, 'import jobs: start-up requeue failed'))
        .then(() => {
          if (abandoned) return;
          timer = setInterval(tick, intervalMs);
          timer.unref();
          tick();
        });
    },
    kick: tick,
    /** A job this instance runs now, as far as it got (no database needed). */
    live: (id: number) => live.get(id),
    /**
     * Stops like a crash would, but cleanly: no new claims, the running import aborted between
     * chunks (its transaction rolls back), its row left running for a later claim (a restart).
     */
    async abandon() {
      abandoned = true;
      if (timer) clearInterval(timer);
      timer = null;
      stop?.abort();
      await busy?.catch(() => undefined);
    },
  };
}

export type ImportRunner = ReturnType<typeof createImportRunner>;
