import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, pgliteExtensions, type DbHandle } from '../db/client';
import { templateDbName, testDbKind, withDatabase } from './test-db-kind';

export interface TestDb extends DbHandle {
  /** The connection string of the copy (PostgreSQL only). */
  url?: string;
  /** Closes the connection and drops the copy. */
  destroy(): Promise<void>;
}

/** A fresh, migrated, empty database of this run's kind, private to the caller. */
export async function createTestDb(): Promise<TestDb> {
  const target = testDbKind();
  if (target.kind === 'pglite') {
    const tar = readFileSync(inject('pgliteTemplate'));
    const client = new PGlite({ loadDataDir: new Blob([tar]), extensions: pgliteExtensions });
    const handle = await openDatabase({ pglite: client });
    return { ...handle, destroy: () => handle.close().catch(() => undefined) };
  }
  const name = `hoopdex_t_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  await adminQuery(target.url, `create database ${name} template ${templateDbName(target.url)}`);
  const url = withDatabase(target.url, name);
  const handle = await openDatabase({ databaseUrl: url, poolSize: 5 });
  return {
    ...handle,
    url,
    destroy: async () => {
      await handle.close().catch(() => undefined); // a test may have closed it already
      await adminQuery(target.url, `drop database if exists ${name} with (force)`);
    },
  };
}

async function adminQuery(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
