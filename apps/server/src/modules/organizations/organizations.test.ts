import { envelope, leagueSchema } from '@hoopdex/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { seedStatsFixture } from '../stats/stats-fixture';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedStatsFixture(t.db.db);
});
afterAll(() => t.close());

describe('GET /api/organizations', () => {
  it('lists leagues by sort order without ncaawb, publicly cacheable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/organizations' });
    expect(res.statusCode).toBe(200);
    const body = envelope(z.array(leagueSchema)).parse(res.json());
    expect(body.data.map((l) => l.name)).toEqual(['nba', 'ncaam']);
    expect(body.data[0]).toMatchObject({ display_name: 'NBA', logo: '/media/nba.png' });
    expect(body.rowCount).toBe(2);
    expect(res.headers['cache-control']).toMatch(/^public/);
  });
});
