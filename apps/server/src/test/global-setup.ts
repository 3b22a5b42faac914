import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, pgliteExtensions } from '../db/client';
import { templateDbName, testDbKind, withDatabase } from './test-db-kind';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    /** A DATA_DIR holding a migrated PGlite folder: copy it to skip initdb in entry-point tests. */
    pgliteDataDir: string;
  }
}

/** Migrate once per run; every test file then starts from a copy of this template. */
export default async function setup(project: TestProject) {
  const target = testDbKind();
  if (target.kind === 'postgres') {
    const admin = new pg.Client({ connectionString: target.url });
    await admin.connect();
    await admin.query(`drop database if exists ${templateDbName(target.url)} with (force)`);
    await admin.query(`create database ${templateDbName(target.url)}`);
    await admin.end();
    const handle = await openDatabase({ databaseUrl: withDatabase(target.url, templateDbName(target.url)) });
    await handle.migrate();
    await handle.close();
    project.provide('pgliteTemplate', '');
    project.provide('pgliteDataDir', '');
    return;
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'hoopdex-test-'));
  const dataDir = path.join(dir, 'data');
  mkdirSync(dataDir);
  const client = new PGlite(path.join(dataDir, 'pglite'), { extensions: pgliteExtensions });
  const handle = await openDatabase({ pglite: client });
  await handle.migrate();
  const dump = await client.dumpDataDir('none');
  const file = path.join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await client.close();
  project.provide('pgliteTemplate', file);
  project.provide('pgliteDataDir', dataDir);
  return () => rmSync(dir, { recursive: true, force: true });
}
