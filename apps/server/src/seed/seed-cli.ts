// `npm run db:seed -- [--scale large] [--force]`: seeds the configured database (PGlite under
// DATA_DIR, or DATABASE_URL). Refuses a database that already has data unless --force, which
// empties every application table first (accounts included).
import { sql } from 'drizzle-orm';
import { openDatabase, type DbHandle } from '../db/client';
import { ConfigError, loadEnv } from '../env';
import { lockDataDir } from '../lib/data-dir-lock';
import { rowsOf } from '../db/bulk-insert';
import { seedDatabase } from './seed-demo';

function parseArgs(argv: string[]): { scale: 'demo' | 'large'; force: boolean } {
  const scaleArg =
    argv.find((a) => a.startsWith('--scale='))?.slice(8) ??
    (argv.includes('--scale') ? argv[argv.indexOf('--scale') + 1] : 'demo');
  if (scaleArg !== 'demo' && scaleArg !== 'large')
    throw new ConfigError(`--scale must be demo or large, not ${scaleArg}`);
  return { scale: scaleArg, force: argv.includes('--force') };
}

async function hasData(db: DbHandle['db']): Promise<boolean> {
  const res = await db.execute(
    sql`select exists (select 1 from leagues) or exists (select 1 from players) or exists (select 1 from creators) or exists (select 1 from content_items) as any`,
  );
  return rowsOf<{ any: boolean }>(res)[0]?.any === true;
}

/** Every table of the app's schema (the migrations journal lives in its own schema). */
async function truncateAll(db: DbHandle['db']): Promise<void> {
  const res = await db.execute(
    sql`select tablename from pg_tables where schemaname = current_schema()`,
  );
  const names = rowsOf<{ tablename: string }>(res).map((r) => `"${r.tablename}"`);
  if (names.length)
    await db.execute(sql.raw(`truncate ${names.join(', ')} restart identity cascade`));
}

async function main() {
  const { scale, force } = parseArgs(process.argv.slice(2));
  const env = loadEnv();
  const unlock = env.DATABASE_URL ? () => undefined : lockDataDir(env.dataDirAbs);
  const started = performance.now();
  const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDirAbs });
  try {
    await handle.migrate();
    if (await hasData(handle.db)) {
      if (!force)
        throw new ConfigError(
          'The database already has data: run with --force to empty it and seed again',
        );
      console.log('--force: emptying every table');
      await truncateAll(handle.db);
    }
    const summary = await seedDatabase(handle.db, { scale, log: (msg) => console.log(msg) });
    await handle.db.execute(sql`analyze`); // planner statistics for the fresh rows (see seed-if-empty)
    console.table(summary);
    console.log(
      `Seeded ${scale} data in ${((performance.now() - started) / 1000).toFixed(1)} s (${handle.kind})`,
    );
  } finally {
    await handle.close();
    unlock();
  }
}

main().catch((err: unknown) => {
  // A fixable problem is one line, without a stack trace.
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
