import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCache } from '../../lib/cache';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { boxScoresChanged, datasetCacheKey } from './stats-cache';
import { loadDataset, STATS_TTL_SECONDS, type StatsDataset } from './stats-dataset';
import { seedStatsFixture, type StatsFixture } from './stats-fixture';

let t: TestApp;
let fx: StatsFixture;
beforeAll(async () => {
  t = await buildTestApp();
  fx = await seedStatsFixture(t.db.db);
});
afterAll(() => t.close());

const BUCKET = STATS_TTL_SECONDS * 1000;
let start = Math.floor(Date.UTC(2025, 2, 10, 12) / BUCKET) * BUCKET; // a bucket's first ms

/** A fresh cache and the dataset of a bucket that is then moved on from (each test its own). */
async function firstBucket() {
  const deps = { db: t.db, cache: createCache() };
  start += 10 * BUCKET;
  const first = await loadDataset(deps, fx.nba, 'latest_season', start + 1_000);
  const next = start + BUCKET + 1_000;
  /** The next bucket's own dataset, once computed in the background. */
  const computed = () =>
    vi.waitFor(() => {
      const own = deps.cache.peek<StatsDataset>(
        datasetCacheKey(fx.nba, 'latest_season', Math.floor(next / BUCKET)),
      );
      expect(own).toBeDefined();
      return own!;
    });
  return { deps, first, next, computed };
}

const ptsOf = (ds: StatsDataset, slug: string) => ds.rows.find((r) => r.slug === slug)?.pts_total;

describe('loadDataset', () => {
  it('answers a bucket nobody prefetched from the last one, and keeps that object while the stats have not changed', async () => {
    const { deps, first, next, computed } = await firstBucket();
    // Early in the next bucket (no prefetch happened): the last bucket's dataset, at once.
    expect(await loadDataset(deps, fx.nba, 'latest_season', next)).toBe(first);
    // The bucket's own, computed meanwhile: same version, same window, so the very same object
    // (and whatever is memoized on it) rather than the aggregate run again.
    expect(await computed()).toBe(first);
    expect(await loadDataset(deps, fx.nba, 'latest_season', next)).toBe(first);
  });

  it('computes the next bucket again after a box score changes, even with no invalidation (a CLI import)', async () => {
    const { deps, first, next, computed } = await firstBucket();
    const before = ptsOf(first, 'bob-baker');
    const oneLine = sql`(select min(id) from player_game_stats where player_id = ${fx.playerIds['bob-baker']!} and season_id = ${fx.currentSeason})`;
    await t.db.db.execute(sql`update player_game_stats set pts = pts + 10 where id = ${oneLine}`);
    try {
      await loadDataset(deps, fx.nba, 'latest_season', next);
      const own = await computed();
      expect(own).not.toBe(first);
      expect(ptsOf(own, 'bob-baker')).toBe(before! + 10);
    } finally {
      await t.db.db.execute(sql`update player_game_stats set pts = pts - 10 where id = ${oneLine}`);
    }
  });

  it('computes again after a player is renamed, but not after a follow moves a fan count', async () => {
    const fan = await firstBucket();
    await t.db.db.execute(
      sql`update players set fan_count = fan_count + 1 where id = ${fx.playerIds['bob-baker']!}`,
    );
    await loadDataset(fan.deps, fx.nba, 'latest_season', fan.next);
    expect(await fan.computed()).toBe(fan.first);

    const renamed = await firstBucket();
    await t.db.db.execute(
      sql`update players set lastname = lastname || 'x' where id = ${fx.playerIds['bob-baker']!}`,
    );
    try {
      await loadDataset(renamed.deps, fx.nba, 'latest_season', renamed.next);
      const own = await renamed.computed();
      expect(own).not.toBe(renamed.first);
      expect(own.rows.find((r) => r.slug === 'bob-baker')?.lastname).toMatch(/x$/);
    } finally {
      await t.db.db.execute(
        sql`update players set lastname = rtrim(lastname, 'x') where id = ${fx.playerIds['bob-baker']!}`,
      );
    }
  });

  it('keeps nothing old after an invalidation (an import): the reader waits for the recompute', async () => {
    const { deps, first, next } = await firstBucket();
    await boxScoresChanged(deps.cache);
    const after = await loadDataset(deps, fx.nba, 'latest_season', next);
    expect(after).not.toBe(first);
    expect(after.rows).toEqual(first.rows);
  });
});
