import { draftPickSchema, draftYearSchema, envelope, errorResponseSchema } from '@hoopdex/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { draftPicks, draftYears } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

describe('draft', () => {
  let t: TestApp;
  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const picks = envelope(z.array(draftPickSchema));

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.db.db;
    await db.insert(draftYears).values([{ year: 2024 }, { year: 2025 }]);
    // Positions inserted in reverse so the order must come from the query.
    const rows = (year: number, n: number) =>
      Array.from({ length: n }, (_, i) => ({
        year,
        draftposition: n - i,
        name: `P${year}-${n - i}`,
        slug: `p${year}-${n - i}`,
      }));
    await db.insert(draftPicks).values([...rows(2024, 3), ...rows(2025, 12)]);
  });
  afterAll(() => t.close());

  it('answers empty lists before any draft exists', async () => {
    const empty = await buildTestApp();
    const call = (url: string) => empty.app.inject({ method: 'GET', url });
    expect(picks.parse((await call('/api/getDraftPicks')).json())).toEqual({
      data: [],
      rowCount: 0,
    });
    expect((await call('/api/getDraftYear')).json()).toEqual({ data: [], rowCount: 0 });
    await empty.close();
  });

  it('lists the latest year in draft order, paged; other years on request', async () => {
    const res = await get('/api/getDraftPicks?limit=10&offset=0&year=2025');
    const p1 = picks.parse(res.json());
    expect(p1.rowCount).toBe(12);
    expect(p1.data.map((p) => p.draftposition)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(p1.data[0]).toMatchObject({
      draftyear: 2025,
      name: 'P2025-1',
      slug: 'p2025-1',
      school: null,
    });
    expect(res.headers['cache-control']).toMatch(/^public, max-age=300/);
    const p2 = picks.parse((await get('/api/getDraftPicks?limit=10&offset=10&year=2025')).json());
    expect(p2.data.map((p) => p.draftposition)).toEqual([11, 12]);
    const old = picks.parse((await get('/api/getDraftPicks?year=2024')).json());
    expect(old.data.map((p) => p.name)).toEqual(['P2024-1', 'P2024-2', 'P2024-3']);
    const latest = picks.parse((await get('/api/getDraftPicks?limit=11')).json());
    expect(latest.rowCount).toBe(12);
  });

  it('lists draft years latest first', async () => {
    const body = envelope(z.array(draftYearSchema)).parse(
      (await get('/api/getDraftYear?x=1')).json(),
    );
    expect(body.data.map((y) => y.year)).toEqual([2025, 2024]);
  });

  it.each([
    ['limit=101', 'limit'],
    ['offset=-1', 'offset'],
    ['year=abc', 'year'],
    ['year=20250', 'year'],
  ])('400 for %s', async (qs, param) => {
    const res = await get(`/api/getDraftPicks?${qs}`);
    expect(res.statusCode).toBe(400);
    expect(errorResponseSchema.parse(res.json()).errors[0]!.param).toBe(param);
  });
});
