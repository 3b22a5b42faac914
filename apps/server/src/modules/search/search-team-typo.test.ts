import { envelope, searchResultSchema } from '@hoopdex/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { players, teams } from '../../db/schema/index';
import { rowsOf } from '../../lib/db-rows';
import { normalizeSearch } from '../../lib/normalize';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { makeLeague } from '../content/content-fixtures';

// Search by team and school names, and a typo in each word of a name (issue 22).
let t: TestApp;
const result = envelope(searchResultSchema);
async function playerSlugs(keyword: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/searchByKeyword?keyword=${encodeURIComponent(keyword)}&only[]=players&limit=50`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (result.parse(res.json()).data.players ?? []).map((p) => p.slug);
}

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.db.db;
  const college = await makeLeague(db);
  const pro = await makeLeague(db);
  const [baylor, kentucky, denver] = await db
    .insert(teams)
    .values([
      { leagueId: college.id, name: 'Baylor Bears', abbreviation: 'BAY' },
      { leagueId: college.id, name: 'Kentucky Wildcats', abbreviation: 'UK' },
      { leagueId: pro.id, name: 'Denver Aviators', abbreviation: 'DEN' },
    ])
    .returning();
  const people: [string, string, string, number, number, string | null][] = [
    ['ada-bell', 'Ada', 'Bell', college.id, baylor!.id, 'Baylor'],
    ['cal-dorn', 'Cal', 'Dorn', college.id, baylor!.id, 'Baylor'],
    ['eli-fenn', 'Eli', 'Fenn', college.id, kentucky!.id, 'Kentucky'],
    // A pro who came from Kentucky: found by his school.
    ['gil-hart', 'Gil', 'Hart', pro.id, denver!.id, 'Kentucky'],
    ['rafael-marville', 'Rafael', 'Marville', pro.id, denver!.id, null],
    ['rafe-morrow', 'Rafe', 'Morrow', pro.id, denver!.id, null],
    // Kentucky in the name: a name match ranks before the team's players.
    ['kentucky-jones', 'Kentucky', 'Jones', pro.id, denver!.id, null],
  ];
  await db.insert(players).values(
    people.map(([slug, firstname, lastname, leagueId, teamId, school]) => ({
      slug, firstname, lastname, leagueId, teamId, school,
      searchName: normalizeSearch(`${firstname} ${lastname}`),
    })),
  );
});
afterAll(() => t.close());

describe('player search by team and school', () => {
  it('"baylor" finds the players of Baylor', async () => {
    expect((await playerSlugs('baylor')).sort()).toEqual(['ada-bell', 'cal-dorn']);
    expect((await playerSlugs('Baylor Bears')).sort()).toEqual(['ada-bell', 'cal-dorn']);
  });

  it('"kentucky" finds its players and its alumni, a name match first', async () => {
    const found = await playerSlugs('kentucky');
    expect(found[0]).toBe('kentucky-jones');
    expect(found.slice(1).sort()).toEqual(['eli-fenn', 'gil-hart']);
  });

  it('a typo in a team name still finds its players', async () => {
    expect((await playerSlugs('kentuky')).sort()).toContain('eli-fenn');
  });
});

describe('a typo in each word of a name', () => {
  it.each(['rafel marvile', 'rafael marvile', 'rafel marville', 'Rafaël Marvile'])(
    '"%s" finds Rafael Marville',
    async (kw) => {
      expect((await playerSlugs(kw))[0]).toBe('rafael-marville');
    },
  );

  it('"marvile" alone still works, and unrelated names stay out', async () => {
    expect(await playerSlugs('marvile')).toEqual(['rafael-marville']);
    expect(await playerSlugs('rafel marvile')).not.toContain('ada-bell');
  });

  it('the school match is served by its trigram index (sequential scans off)', async () => {
    const plan = await t.db.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const rows = await tx.execute(
        sql`explain select id from players where lower(school) like '%kentucky%'`,
      );
      return rowsOf<{ 'QUERY PLAN': string }>(rows).map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toMatch(/players_school_trgm_idx/);
  });
});
