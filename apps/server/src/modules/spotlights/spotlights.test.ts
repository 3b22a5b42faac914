import { envelope, spotlightSchema } from '@hoopdex/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spotlights } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { seedStatsFixture, type StatsFixture } from '../stats/stats-fixture';
import { currentSpotlight } from './spotlights.service';

let t: TestApp;
let fx: StatsFixture;
const day = 86_400_000;
beforeAll(async () => {
  t = await buildTestApp();
  fx = await seedStatsFixture(t.db.db);
});
afterAll(() => t.close());

describe('GET /api/getCurrentPlayerSpotlight', () => {
  it('is null when no spotlight is running', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/getCurrentPlayerSpotlight' });
    expect(res.json()).toEqual({ data: null, rowCount: 0 });
  });

  it('returns the spotlight whose window contains now, with its player', async () => {
    const now = Date.now();
    await t.db.db.insert(spotlights).values([
      { playerId: fx.playerIds['bob-baker']!, headline: 'Past', startsAt: new Date(now - 9 * day), endsAt: new Date(now - 2 * day) },
      { playerId: fx.playerIds['ann-archer']!, headline: 'Now', startsAt: new Date(now - day), endsAt: new Date(now + day) },
      { playerId: fx.playerIds['cy-cole']!, headline: 'Later', startsAt: new Date(now + 2 * day), endsAt: new Date(now + 9 * day) },
    ]);
    // The route caches for a minute; the service answers the current state.
    const s = await currentSpotlight({ db: t.db, cache: { wrap: (_k, _t, load) => load(), peek: () => undefined, invalidate: async () => {} } });
    expect(spotlightSchema.parse(s)).toMatchObject({ headline: 'Now', player: { slug: 'ann-archer', team_name: 'Alpha' } });
    const late = await currentSpotlight({ db: t.db, cache: { wrap: (_k, _t, load) => load(), peek: () => undefined, invalidate: async () => {} } }, new Date(now + 3 * day));
    expect(late?.headline).toBe('Later');
  });

  it('answers in the envelope with a public cache header', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/getCurrentPlayerSpotlight' });
    envelope(spotlightSchema.nullable()).parse(res.json());
    expect(res.headers['cache-control']).toMatch(/^public/);
  });
});
