// `npm run db:migrate`: applies pending migrations to the configured database (PGlite under
// DATA_DIR, or DATABASE_URL) and prints one line. The server migrates on start as well; this is
// for deploys that migrate once before starting N instances, and for checking a database.
import { sql } from 'drizzle-orm';
import { openDatabase, redact, type DbHandle } from './client';
import { ConfigError, loadEnv } from '../env';
import { lockDataDir } from '../lib/data-dir-lock';
import { rowsOf } from '../lib/db-rows';

/** Migrations recorded in drizzle's journal table (absent before the first migration). */
async function appliedCount(db: DbHandle['db']): Promise<number> {
  // Two statements: a query naming a missing table fails at planning, whatever its CASE says.
  const table = await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') as t`);
  if (!rowsOf<{ t: string | null }>(table)[0]?.t) return 0;
  const res = await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  return rowsOf<{ n: number }>(res)[0]?.n ?? 0;
}

async function main() {
  const env = loadEnv();
  // PGlite is single-process: refuse a DATA_DIR a running server holds.
  const unlock = env.DATABASE_URL ? () => undefined : lockDataDir(env.dataDirAbs);
  const started = performance.now();
  try {
    const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDirAbs });
    try {
      const before = await appliedCount(handle.db);
      await handle.migrate();
      const after = await appliedCount(handle.db);
      const where = env.DATABASE_URL
        ? `PostgreSQL ${redact(env.DATABASE_URL)}`
        : `PGlite at ${env.dataDirAbs}`;
      const took = ((performance.now() - started) / 1000).toFixed(1);
      console.log(
        `${where}: ${after - before} migration(s) applied, ${after} in total (${took} s)`,
      );
    } finally {
      await handle.close();
    }
  } finally {
    unlock();
  }
}

main().catch((err: unknown) => {
  // A fixable problem is one line, without a stack trace.
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
