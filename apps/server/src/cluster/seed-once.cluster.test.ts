import { count } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { leagues, users } from '../db/schema/index';
import { freePort, startInstance, waitHealthy, type Instance } from './instance';
import { createEmptyDatabase } from './pg-admin';
import { clusterTestServices } from './test-services';

// Issue 14: two instances started together on an empty PostgreSQL database used to both seed
// (only the migrations were locked) and one died on a failed query. Now both come up, once.
const services = await clusterTestServices();
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c().catch(() => undefined);
});

describe.runIf(services)('two instances started at once on an empty database', () => {
  it('both come up and the demo data is seeded once', { timeout: 180_000 }, async () => {
    const empty = await createEmptyDatabase(services!.postgresUrl);
    cleanups.push(empty.drop);
    const ports = [await freePort(), await freePort()];
    const instances: Instance[] = ports.map((port, i) =>
      startInstance({ name: `i${i + 1}`, port, env: { DATABASE_URL: empty.url } }),
    );
    cleanups.push(() => Promise.all(instances.map((i) => i.stop())));
    await Promise.all(instances.map((i) => waitHealthy(i)));

    const seeders = instances.filter((i) => i.output().includes('Fresh database: seeding'));
    expect(seeders).toHaveLength(1);
    const db = await openDatabase({ databaseUrl: empty.url, poolSize: 1 });
    cleanups.push(() => db.close());
    const [l] = await db.db.select({ n: count() }).from(leagues);
    const [u] = await db.db.select({ n: count() }).from(users);
    expect(l?.n).toBeGreaterThan(0);
    expect(u?.n).toBe(5); // the five demo accounts, not ten
    for (const i of instances) expect(i.output()).not.toMatch(/"level":50|failed to start/);
  });
});
