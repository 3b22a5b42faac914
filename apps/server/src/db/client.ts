import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { ConfigError } from '../env';
import { assertWritableDir } from '../lib/data-dir';
import { routedDatabase } from '../lib/read-routing';
import { breathingTransactions } from './pglite-breathing';
import { RemotePglite } from './pglite-thread/remote-pglite';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** Both drivers give this type: services never know which database they talk to. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DbHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /**
   * Runs fn while holding the start-up seed lock: on PostgreSQL a session advisory lock, so of
   * several instances started together on an empty database one seeds and the others wait, then
   * find it seeded. PGlite has one process by construction (the data dir lock).
   */
  whileSeedLocked<T>(fn: () => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
export const pgliteExtensions = { pg_trgm };

export interface OpenOptions {
  databaseUrl?: string | undefined;
  /** A streaming replica of databaseUrl: public cached reads go there (lib/read-routing.ts). */
  replicaUrl?: string | undefined;
  dataDir?: string | undefined;
  /** An already open PGlite (tests load a migrated template into memory). */
  pglite?: PGlite;
  poolSize?: number;
  onPoolError?: (err: Error) => void;
}

export async function openDatabase(opts: OpenOptions): Promise<DbHandle> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts);
  return openPglite(opts);
}

async function openPglite(opts: OpenOptions): Promise<DbHandle> {
  if (!opts.pglite && process.env.PGLITE_THREAD !== '0') return openPgliteThread(opts.dataDir);
  let client = opts.pglite;
  if (!client) {
    const dir = opts.dataDir;
    if (dir) assertWritableDir(dir);
    client = new PGlite(dir ? `${dir}/pglite` : undefined, { extensions: pgliteExtensions });
    await client.waitReady;
  }
  const pglite = client;
  const { inTransaction } = breathingTransactions(pglite);
  return pgliteHandle(pglite, inTransaction);
}

/**
 * The server's own PGlite runs in a thread of its own (decision 0038): a statement that takes
 * seconds (a season's big games, a league's lines) holds that thread, not the event loop that
 * answers requests. Tests that hand in an open PGlite keep it in their thread;
 * PGLITE_THREAD=0 does the same for a data folder.
 */
async function openPgliteThread(dir: string | undefined): Promise<DbHandle> {
  if (dir) assertWritableDir(dir);
  const remote = new RemotePglite(dir ? `${dir}/pglite` : undefined);
  await remote.waitReady;
  return pgliteHandle(remote as unknown as PGlite, () => remote.inTransaction());
}

function pgliteHandle(pglite: PGlite, inTransaction: () => boolean): DbHandle {
  const db = drizzlePglite({ client: pglite, schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite({ client: pglite }), { migrationsFolder }),
    whileSeedLocked: (fn) => fn(),
    // While a transaction holds PGlite (an import runs for a minute) a `select 1` would wait for
    // its COMMIT: the database is answering that transaction, so it is alive.
    ping: async () => {
      if (inTransaction() && pglite.ready && !pglite.closed) return;
      await pglite.query('select 1');
    },
    close: () => pglite.close(),
  };
}

async function openPostgres(url: string, opts: OpenOptions): Promise<DbHandle> {
  const pool = await openPool(url, opts, 'DATABASE_URL');
  const replica = opts.replicaUrl
    ? await openPool(opts.replicaUrl, opts, 'DATABASE_REPLICA_URL')
    : undefined;
  const primaryDb = drizzlePg({ client: pool, schema }) as unknown as Database;
  const db = replica
    ? routedDatabase(primaryDb, drizzlePg({ client: replica, schema }) as unknown as Database)
    : primaryDb;
  return {
    db,
    kind: 'postgres',
    // Several instances may start together: one migrates, the others wait for it.
    migrate: () =>
      withAdvisoryLock(pool, MIGRATE_LOCK, (c) =>
        migratePg(drizzlePg({ client: c }), { migrationsFolder }),
      ),
    whileSeedLocked: (fn) => withAdvisoryLock(pool, SEED_LOCK, () => fn()),
    ping: async () => {
      await primaryDb.execute(sql`select 1`);
    },
    close: async () => {
      await Promise.all([pool.end(), replica?.end()]);
    },
  };
}

async function openPool(url: string, opts: OpenOptions, name: string): Promise<pg.Pool> {
  const pool = new pg.Pool({
    connectionString: url,
    max: opts.poolSize ?? 20,
    // Also the longest a query waits for a free connection. While the database is unreachable
    // every request waits this long before its 503, and the waiters pile up for the database's
    // return: short enough that no answer takes much longer, long enough for a slow connect.
    connectionTimeoutMillis: 3_000,
    idleTimeoutMillis: 30_000,
  });
  // Without a listener an idle client's error (server restart, network cut) kills the process.
  pool.on('error', (err) => opts.onPoolError?.(err));
  releaseDeadClients(pool, (err) => opts.onPoolError?.(err));
  try {
    const c = await pool.connect();
    c.release();
  } catch (err) {
    await pool.end().catch(() => undefined);
    const reason = err instanceof Error ? err.message : String(err);
    throw new ConfigError(`Cannot connect to ${name} (${redact(url)}): ${reason}`);
  }
  return pool;
}

/** Advisory lock keys (any two fixed numbers, the same in every instance). */
const MIGRATE_LOCK = 727274;
const SEED_LOCK = 727275;

/** Holds a session advisory lock on a connection of its own for as long as fn runs. */
async function withAdvisoryLock<T>(
  pool: pg.Pool,
  key: number,
  fn: (c: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const c = await pool.connect();
  try {
    await c.query('select pg_advisory_lock($1)', [key]);
    return await fn(c);
  } finally {
    await c.query('select pg_advisory_unlock($1)', [key]).catch(() => undefined);
    c.release();
  }
}

/**
 * A connection lost while its client is checked out (a transaction, the migration) makes the
 * client emit 'error', which pg-pool listens to only while the client is idle: unhandled, it
 * would kill the process. And drizzle's transaction() sends BEGIN before its try/finally
 * (drizzle-orm#6241), so a BEGIN on a dying connection never releases its client: each cut
 * would shrink the pool for good. So a client that dies checked out goes back to the pool at
 * once (which discards it), and its holder's own release becomes a no-op.
 */
function releaseDeadClients(pool: pg.Pool, onError: (err: Error) => void) {
  const checkedOut = new Set<pg.PoolClient>();
  pool.on('acquire', (client) => checkedOut.add(client));
  pool.on('release', (_err, client) => checkedOut.delete(client));
  pool.on('connect', (client) => {
    client.on('error', (err) => {
      if (!checkedOut.has(client)) return; // idle: the pool's own listener removes it
      onError(err);
      const release = client.release;
      client.release = () => undefined;
      release(err);
    });
  });
}

/** Hide the password of a connection string in messages. */
export function redact(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'unparseable URL';
  }
}
