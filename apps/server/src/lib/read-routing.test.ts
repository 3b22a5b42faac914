import { count } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { leagues } from '../db/schema/index';
import { createTestDb } from '../test/create-test-db';
import { createLeague } from '../test/factories';
import { createCache } from './cache';
import { lagTolerant } from './read-routing';
import { rawKey } from '../test/raw-cache-key';

// DATABASE_REPLICA_URL routing, made visible: the "replica" here is a second database that does
// not replicate, so a row written to the primary shows which database answered a read.
// PostgreSQL only: the PGlite project excludes this file (vitest.config.ts).
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

const leagueCount = async (db: Database) => (await db.select({ n: count() }).from(leagues))[0]!.n;

describe('reads routed between the primary and a replica', () => {
  it('cache loads read the replica, other reads and writes the primary, a just-written key the primary', async () => {
    const primary = await createTestDb();
    const replica = await createTestDb();
    cleanups.push(primary.destroy, replica.destroy);
    const handle = await openDatabase({
      databaseUrl: primary.url,
      replicaUrl: replica.url,
      poolSize: 2,
    });
    cleanups.push(() => handle.close());
    await createLeague(handle.db); // a write: the primary only
    expect(await leagueCount(handle.db)).toBe(1);
    expect(await lagTolerant(() => leagueCount(handle.db))).toBe(0);
    await expect(
      handle.db.transaction((tx) => leagueCount(tx as unknown as Database)),
    ).resolves.toBe(1);

    const cache = createCache();
    expect(await cache.wrap(rawKey`leagues|/a`, 60, () => leagueCount(handle.db))).toBe(0); // replica
    await cache.invalidate(rawKey`leagues|`);
    // Within the grace period after a write its keys load from the primary.
    expect(await cache.wrap(rawKey`leagues|/a`, 60, () => leagueCount(handle.db))).toBe(1);
    expect(await cache.wrap(rawKey`other|/a`, 60, () => leagueCount(handle.db))).toBe(0);
  });
});
