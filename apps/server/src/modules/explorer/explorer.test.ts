import { envelope, explorerRowSchema } from '@hoopdex/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { leagues, players } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { seedStatsFixture, type StatsFixture } from '../stats/stats-fixture';

let t: TestApp;
let fx: StatsFixture;
let bulkLeague: number;
const BULK = 10_005;
beforeAll(async () => {
  t = await buildTestApp();
  fx = await seedStatsFixture(t.db.db);
  await t.db.db.insert(players).values({
    slug: 'formula', firstname: '=HYPERLINK("x")', lastname: 'Zed, Jr.', searchName: 'formula zed',
    leagueId: fx.nba, position: 'Center',
  });
  // A league larger than the export cap, with no games: rows are players only.
  const [bulk] = await t.db.db.insert(leagues).values({ name: 'bulk', displayName: 'Bulk', level: 'pro' }).returning();
  bulkLeague = bulk!.id;
  for (let start = 0; start < BULK; start += 5000) {
    const n = Math.min(5000, BULK - start);
    await t.db.db.insert(players).values(
      Array.from({ length: n }, (_, i) => ({
        slug: `bulk-${start + i}`, firstname: 'B', lastname: `P${start + i}`, searchName: `b p${start + i}`, leagueId: bulkLeague,
      })),
    );
  }
});
afterAll(() => t.close());

const q = (o: object) => encodeURIComponent(JSON.stringify(o));
async function table(params: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/explorer?${params}` });
  expect(res.statusCode).toBe(200);
  return envelope(z.array(explorerRowSchema)).parse(res.json());
}
const slugs = (b: { data: { slug: string }[] }) => b.data.map((r) => r.slug);

describe('GET /api/explorer', () => {
  it('lists every player of the league by name with all stat columns', async () => {
    const b = await table('');
    expect(b.rowCount).toBe(6);
    expect(slugs(b)).toEqual(['ann-archer', 'bob-baker', 'cy-cole', 'dee-dunn', 'finn-ford', 'formula']);
    expect(b.data[0]).toMatchObject({ games_played: 5, pts_average: 20, three_point_percent_total_rating: 67 });
  });

  it('answers a repeated page from the cache as the same JSON, with its content type', async () => {
    const url = `/api/explorer?sort=${q({ pts_average: 'desc' })}&columns=pts_average&limit=2`;
    const first = await t.app.inject({ method: 'GET', url });
    const again = await t.app.inject({ method: 'GET', url });
    for (const res of [first, again]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['cache-control']).toMatch(/public/);
    }
    expect(again.body).toBe(first.body);
    expect(envelope(z.array(explorerRowSchema)).parse(again.json()).data).toHaveLength(2);
  });

  it('returns only the chosen columns', async () => {
    const b = await table('columns=pts_average,reb_average&limit=1');
    expect(Object.keys(b.data[0]!).filter((k) => k.includes('_average'))).toEqual(['pts_average', 'reb_average']);
  });

  it('filters numerically, sorts any column, pages, and filters by name', async () => {
    const b = await table(`filter=${q({ pts_average: { gte: 14 } })}&sort=${q({ pts_average: 'asc' })}`);
    // Sorted by a stat, qualified players first (Ann: 5 of 5 games; Bob 3, the NBA needs 4).
    expect(slugs(b)).toEqual(['ann-archer', 'bob-baker']);
    expect(b.data.map((r) => r.qualified)).toEqual([true, false]);
    const page = await table(`sort=${q({ reb_average: 'desc' })}&limit=2&offset=1`);
    expect([page.rowCount, slugs(page)]).toEqual([6, ['bob-baker', 'cy-cole']]); // after Ann, the one qualified
    expect(slugs(await table('q=DUNN'))).toEqual(['dee-dunn']);
    expect(slugs(await table(`league_id=${fx.ncaam}&interval_code=lastweek`))).toEqual(['eve-egan', 'gus-gray']);
  });

  it.each([
    ['unknown column', 'columns=pts_average,salary', 'columns'],
    ['limit over 100', 'limit=101', 'limit'],
    ['negative offset', 'offset=-1', 'offset'],
    ['malformed filter', 'filter=nope', 'filter'],
    ['unknown sort', `sort=${q({ salary: 'desc' })}`, 'sort'],
    ['bad interval', 'interval_code=year', 'interval_code'],
  ])('400 on %s', async (_n, params, param) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/explorer?${params}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].param).toBe(param);
  });

  it('404 on an unknown league', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/explorer?league_id=99999' })).statusCode).toBe(404);
  });
});

describe('GET /api/explorer/export.csv', () => {
  it('exports the current filter and sort as an attachment with a header row', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/explorer/export.csv?columns=games_played,pts_average&filter=${q({ position: { in: ['Center', 'Forward'] } })}&sort=${q({ name: 'desc' })}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="hoopdex-explorer-${fx.nba}-latest_season.csv"`);
    expect(res.body.trimEnd().split('\r\n')).toEqual([
      'slug,firstname,lastname,team_name,position,school_year,games_played,pts_average',
      `formula,"'=HYPERLINK(""x"")","Zed, Jr.",,Center,,0,`,
      'cy-cole,Cy,Cole,Alpha,Center,,1,6',
      'bob-baker,Bob,Baker,Beta,Forward,,3,14',
    ]);
  });

  it('stops at 10,000 rows and says how many matched', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/explorer/export.csv?league_id=${bulkLeague}&columns=games_played` });
    expect(res.statusCode).toBe(200);
    expect(res.body.trimEnd().split('\r\n')).toHaveLength(10_001);
    expect([res.headers['x-total-count'], res.headers['x-exported-count']]).toEqual([String(BULK), '10000']);
  });

  it('400 on a bad filter, like the table', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/explorer/export.csv?filter={' });
    expect(res.statusCode).toBe(400);
  });
});
