import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type DbHandle } from '../db/client';
import { jwks, users } from '../db/schema/index';
import { csvOf, seedImportFixture, twoGames } from '../modules/box-score-import/box-score-fixture';
import { createTestDb, type TestDb } from './create-test-db';
import { copyMigratedDataDir, freePort, runServer, waitForHealth } from './server-process';
import { testDbKind } from './test-db-kind';
import { createTestKeys } from './test-tokens';

/** A running server of the test, the admin token it accepts, and how to stop it. */
export interface FixtureServer {
  base: string;
  admin: string;
  stop(): Promise<void>;
}

/**
 * The server as `npm start` runs it, in its own process (a stalled event loop there cannot stall
 * the test), on the box-score fixture's league with its two games imported through the API, and
 * an admin whose tokens it accepts (the test key in jwks). On PGlite a migrated folder, on
 * PostgreSQL (TEST_DATABASE_URL) a fresh database.
 */
export async function startFixtureServer(name: string): Promise<FixtureServer> {
  const dir = await mkdtemp(path.join(os.tmpdir(), `hx-${name}-`));
  const port = await freePort();
  const keys = await createTestKeys();
  const seed = async (handle: DbHandle) => {
    await seedImportFixture(handle.db);
    await handle.db
      .insert(users)
      .values({ id: `${name}-admin`, name: 'A', email: `${name}-admin@test.local`, role: 'admin' });
    const { kid, alg, ...publicKey } = keys.jwk;
    await handle.db
      .insert(jwks)
      .values({ id: kid!, publicKey: JSON.stringify(publicKey), privateKey: 'unused', alg });
  };
  const env: Record<string, string> = {
    SEED_ON_START: 'false',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: path.join(dir, 'data'),
  };
  let pg: TestDb | undefined;
  if (testDbKind().kind === 'pglite') {
    copyMigratedDataDir(env.DATA_DIR!);
    const handle = await openDatabase({ dataDir: env.DATA_DIR });
    await seed(handle);
    await handle.close(); // the server takes the folder
  } else {
    pg = await createTestDb();
    await seed(pg);
    env.DATABASE_URL = pg.url!;
  }
  const server = runServer(env);
  const stop = async () => {
    server.child.kill('SIGTERM');
    // A stalled server never handles SIGTERM.
    const stuck = setTimeout(() => server.child.kill('SIGKILL'), 10_000);
    await server.exited;
    clearTimeout(stuck);
    await pg?.destroy();
    await rm(dir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(port, server);
    const base = `http://127.0.0.1:${port}`;
    const admin = await keys.sign({ sub: `${name}-admin`, role: 'admin' });
    const imported = await fetch(`${base}/api/admin/box-scores`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'text/csv' },
      body: csvOf(twoGames),
    });
    if (imported.status !== 200)
      throw new Error(`fixture import: ${imported.status} ${await imported.text()}`);
    return { base, admin, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
