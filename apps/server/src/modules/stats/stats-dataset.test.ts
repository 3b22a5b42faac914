import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCache } from '../../lib/cache';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { invalidateStats, loadDataset, STATS_TTL_SECONDS } from './stats-dataset';
import { seedStatsFixture, type StatsFixture } from './stats-fixture';

let t: TestApp;
let fx: StatsFixture;
beforeAll(async () => {
  t = await buildTestApp();
  fx = await seedStatsFixture(t.db.db);
});
afterAll(() => t.close());

const BUCKET = STATS_TTL_SECONDS * 1000;
const start = Math.floor(Date.UTC(2025, 2, 10, 12) / BUCKET) * BUCKET; // a bucket's first ms

describe('loadDataset', () => {
  it('answers a bucket nobody prefetched from the last one while it is computed', async () => {
    const deps = { db: t.db, cache: createCache() };
    const first = await loadDataset(deps, fx.nba, 'latest_season', start + 1_000);
    // Early in the next bucket (no prefetch happened): the last bucket's dataset, at once.
    const next = start + BUCKET + 1_000;
    expect(await loadDataset(deps, fx.nba, 'latest_season', next)).toBe(first);
    // Then the new bucket's own, computed meanwhile: the same figures in a new object.
    await vi.waitFor(async () => {
      expect(await loadDataset(deps, fx.nba, 'latest_season', next)).not.toBe(first);
    });
    const fresh = await loadDataset(deps, fx.nba, 'latest_season', next);
    expect(fresh.rows).toEqual(first.rows);
    // After an import nothing old is kept: the reader waits for the recompute.
    await invalidateStats(deps.cache);
    const after = await loadDataset(deps, fx.nba, 'latest_season', next);
    expect(after).not.toBe(fresh);
    expect(after.rows).toEqual(fresh.rows);
  });
});
