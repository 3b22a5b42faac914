import type { BoxScoreImportResult, FieldError, ImportJob } from '@hoopdex/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { boxScoreImports, mediaUploads } from '../../db/schema/index';
import { sqlRows } from '../../db/sql-rows';

// The box_score_imports rows (decision 0024): queued by the API, claimed with a lease by a
// runner on any instance, the same pattern as the media jobs (hosted-video/media-jobs.ts).

/** Tries of a job that failed on something other than its file (the database, a crash). */
export const MAX_IMPORT_ATTEMPTS = 3;

export type ImportRow = typeof boxScoreImports.$inferSelect;

export async function queueImport(
  db: Database,
  job: {
    userId: string;
    uploadId: string;
    ownsFile: boolean;
    bytes: number;
    createMissing: boolean;
    dryRun: boolean;
  },
): Promise<number> {
  const [row] = await db.insert(boxScoreImports).values(job).returning({ id: boxScoreImports.id });
  if (!row) throw new Error('import not queued');
  return row.id;
}

/**
 * Claims one due import for `leaseMs`: a queued one, or a running one whose lease ran out (its
 * runner died). `for update skip locked` lets every instance claim at once without taking the
 * same job.
 */
export async function claimImport(db: Database, leaseMs: number): Promise<ImportRow | null> {
  const [claimed] = await sqlRows<{ id: number }>(
    db,
    sql`with due as (
          select id from box_score_imports
          where state = 'queued' or (state = 'running' and lease_until < now())
          order by id limit 1 for update skip locked)
        update box_score_imports j set state = 'running', phase = 'checking', progress = 0,
          attempts = j.attempts + 1,
          lease_until = now() + make_interval(secs => ${leaseMs / 1000}), updated_at = now()
        from due where j.id = due.id
        returning j.id`,
  );
  if (!claimed) return null;
  const [row] = await db
    .select()
    .from(boxScoreImports)
    .where(eq(boxScoreImports.id, Number(claimed.id)));
  return row ?? null;
}

/**
 * PGlite is one process (the data folder's lock): a job left running there belongs to a process
 * that is gone, so it is queued again at start instead of waiting for its lease to run out.
 */
export async function requeueAbandoned(db: Database) {
  await db.execute(
    sql`update box_score_imports set state = 'queued', phase = 'queued', lease_until = null,
          updated_at = now()
        where state = 'running'`,
  );
}

/** Extends the lease and stores progress; false when the job is no longer ours. */
export async function beat(
  db: Database,
  job: ImportRow,
  leaseMs: number,
  phase: string,
  progress: number,
): Promise<boolean> {
  const rows = await sqlRows<{ id: number }>(
    db,
    sql`update box_score_imports set lease_until = now() + make_interval(secs => ${leaseMs / 1000}),
          phase = ${phase}, progress = ${progress}, updated_at = now()
        where id = ${job.id} and state = 'running' and attempts = ${job.attempts}
        returning id`,
  );
  return rows.length > 0;
}

export async function finishImport(db: Database, job: ImportRow, result: BoxScoreImportResult) {
  await db.execute(
    sql`update box_score_imports set state = 'done', phase = 'done', progress = 100,
          result = ${JSON.stringify(result)}::jsonb, errors = '[]'::jsonb, lease_until = null,
          updated_at = now()
        where id = ${job.id} and attempts = ${job.attempts}`,
  );
}

/**
 * A failed attempt. A refused file (`final`) fails at once; anything else is tried again, up to
 * MAX_IMPORT_ATTEMPTS. Answers whether it is over.
 */
export async function failImport(
  db: Database,
  job: ImportRow,
  errors: FieldError[],
  final: boolean,
): Promise<boolean> {
  const giveUp = final || job.attempts >= MAX_IMPORT_ATTEMPTS;
  await db.execute(
    sql`update box_score_imports set state = ${giveUp ? 'failed' : 'queued'},
          phase = ${giveUp ? 'failed' : 'queued'}, progress = ${giveUp ? 100 : 0},
          errors = ${JSON.stringify(errors)}::jsonb, lease_until = null, updated_at = now()
        where id = ${job.id} and attempts = ${job.attempts}`,
  );
  return giveUp;
}

export async function getImport(db: Database, id: number): Promise<ImportRow | null> {
  const [row] = await db.select().from(boxScoreImports).where(eq(boxScoreImports.id, id));
  return row ?? null;
}

const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

/** A row as the API answers it (decision 0024). */
export function importAnswer(
  row: ImportRow,
  live?: { phase: string; progress: number },
): ImportJob {
  return {
    import_id: row.id,
    state: row.state,
    progress: Math.round((live?.progress ?? row.progress) * 10) / 10,
    phase: live?.phase ?? row.phase,
    dry_run: row.dryRun,
    create_missing: row.createMissing,
    bytes: Number(row.bytes),
    result: (row.result as BoxScoreImportResult | null) ?? null,
    errors: (row.errors as FieldError[] | null) ?? [],
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  };
}

/** A resumable upload (tus) named by an import's `upload_id`, or undefined. */
export async function uploadOf(db: Database, uploadId: string) {
  const [upload] = await db.select().from(mediaUploads).where(eq(mediaUploads.id, uploadId));
  return upload;
}
