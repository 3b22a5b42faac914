import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { sqlRows } from '../../../db/sql-rows';

/** Tries before a transcode is given up (the item says failed; the author may retry). */
export const MAX_TRANSCODE_ATTEMPTS = 3;

export interface ClaimedJob {
  id: number;
  studio_item_id: number;
  attempts: number;
  upload_id: string | null;
  /** `transcode`, or a kind another module registered on the runner (film_sync). */
  kind: string;
  payload: unknown;
}

/** Queues a transcode for an item (one live job per item). */
export async function queueTranscode(db: Database, studioItemId: number) {
  await db.execute(
    sql`insert into media_jobs (studio_item_id)
        select ${studioItemId} where not exists (
          select 1 from media_jobs where studio_item_id = ${studioItemId} and kind = 'transcode'
            and state in ('queued', 'running'))`,
  );
}

/** Queues a job of another kind (a module's own work on an item, e.g. film_sync). */
export async function queueJob(db: Database, studioItemId: number, kind: string, payload: unknown) {
  await db.execute(
    sql`insert into media_jobs (studio_item_id, kind, payload)
        values (${studioItemId}, ${kind}, ${JSON.stringify(payload)}::jsonb)`,
  );
}

/**
 * Claims one due job for `leaseMs`: a queued one, or a running one whose lease ran out (its
 * runner died: a crash, a restart). `for update skip locked` lets every instance claim at once
 * without taking the same job. Only the kinds this runner knows (`kinds`) are taken.
 */
export async function claimJob(
  db: Database,
  leaseMs: number,
  kinds: readonly string[] = ['transcode'],
): Promise<ClaimedJob | null> {
  const [job] = await sqlRows<ClaimedJob>(
    db,
    sql`with due as (
          select id from media_jobs
          where ((state = 'queued' and run_after <= now()) or (state = 'running' and lease_until < now()))
            and kind in (${sql.join(
              kinds.map((k) => sql`${k}`),
              sql`, `,
            )})
          order by id limit 1 for update skip locked)
        update media_jobs j set state = 'running', attempts = j.attempts + 1,
          lease_until = now() + make_interval(secs => ${leaseMs / 1000}), updated_at = now()
        from due, studio_items s
        where j.id = due.id and s.id = j.studio_item_id
        returning j.id, j.studio_item_id, j.attempts, s.upload_id, j.kind, j.payload`,
  );
  return job ? { ...job, id: Number(job.id), studio_item_id: Number(job.studio_item_id) } : null;
}

/**
 * Extends the lease and stores progress; answers false when the job is no longer ours (it was
 * cancelled, or our lease lapsed and another runner took it): the runner stops its ffmpeg.
 */
export async function heartbeat(db: Database, job: ClaimedJob, leaseMs: number, progress: number) {
  const rows = await sqlRows<{ id: number }>(
    db,
    sql`update media_jobs set lease_until = now() + make_interval(secs => ${leaseMs / 1000}),
          progress = ${progress}, updated_at = now()
        where id = ${job.id} and state = 'running' and attempts = ${job.attempts}
        returning id`,
  );
  return rows.length > 0;
}

export async function finishJob(db: Database, job: ClaimedJob) {
  await db.execute(
    sql`update media_jobs set state = 'done', progress = 100, lease_until = null, updated_at = now()
        where id = ${job.id} and attempts = ${job.attempts}`,
  );
}

/** A failed attempt: retried after a backoff unless `final` or out of attempts. Answers final. */
export async function failJob(db: Database, job: ClaimedJob, error: string, final: boolean) {
  const giveUp = final || job.attempts >= MAX_TRANSCODE_ATTEMPTS;
  await db.execute(
    sql`update media_jobs set state = ${giveUp ? 'failed' : 'queued'}, error = ${error},
          lease_until = null, run_after = now() + make_interval(secs => ${5 * job.attempts}),
          updated_at = now()
        where id = ${job.id} and attempts = ${job.attempts}`,
  );
  return giveUp;
}

export async function cancelJobs(db: Database, studioItemId: number) {
  await db.execute(
    sql`update media_jobs set state = 'cancelled', lease_until = null, updated_at = now()
        where studio_item_id = ${studioItemId} and state in ('queued', 'running')`,
  );
}
