import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * Box-score imports run as durable jobs (decision 0024): a big file is saved where a tus upload
 * lives and a row here says what to do with it. Claimed with a lease like the media jobs: any
 * instance takes a queued job or a running one whose lease ran out (its runner died), so a
 * restart picks the work up again. The import itself is one transaction (all or nothing), so a
 * job that died mid-way left nothing and simply runs again.
 */
export const boxScoreImports = pgTable(
  'box_score_imports',
  {
    id: serial('id').primaryKey(),
    /** The admin who sent it (only they follow it while it runs). */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The file: an upload id (uploadPath); the saved body of a POST is stored the same way. */
    uploadId: text('upload_id').notNull(),
    /** Delete the file when the job ends (a saved POST body); a tus upload is the user's. */
    ownsFile: boolean('owns_file').notNull().default(true),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    createMissing: boolean('create_missing').notNull().default(false),
    dryRun: boolean('dry_run').notNull().default(false),
    state: text('state', { enum: ['queued', 'running', 'done', 'failed'] })
      .notNull()
      .default('queued'),
    phase: text('phase').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    progress: real('progress').notNull().default(0),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /** BoxScoreImportResult once done. */
    result: jsonb('result'),
    /** [{ msg, param }] when failed. */
    errors: jsonb('errors'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('box_score_imports_due_idx')
      .on(t.id)
      .where(sql`${t.state} in ('queued', 'running')`),
  ],
);
