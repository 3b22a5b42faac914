import { envelope, searchResultSchema } from '@hoopdex/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { players } from '../../db/schema/index';
import { rowsOf } from '../../lib/db-rows';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { makeLeague, makePlayer } from '../content/content-fixtures';
import { fuzzy, oneEditPatterns } from './search-ranking';

// One typo in each word of a name (issue 31): the demo's trending "Colin Talham" typed
// "Coin Taham" and "Cooper Wynton" typed "Coper Wyton" were not found. And names as people type
// them: apostrophes and accents ignored ("aja wilson", "A'ja", "johannes").
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
  const league = await makeLeague(db);
  const people: [string, string, string, number?][] = [
    ['colin-talham', 'Colin', 'Talham', 1],
    ['cooper-wynton', 'Cooper', 'Wynton', 3],
    // Near misses that must not come first: same first name, a last name starting alike
    // ("wyt", which the trigram fallback takes), a last name ending alike.
    ['cooper-wyatt', 'Cooper', 'Wyatt'],
    ['colin-holton', 'Colin', 'Holton'],
    ['cole-tallman', 'Cole', 'Tallman'],
    ['aja-wilson', "A'ja", 'Wilson', 2],
    ['ada-wilson', 'Ada', 'Wilson'],
    ['johannes-sorli', 'Johannès', 'Sørli'],
    ['johan-berg', 'Johan', 'Berg'],
  ];
  for (const [slug, firstname, lastname, trendingRank] of people)
    await makePlayer(db, league.id, { slug, firstname, lastname, trendingRank });
});
afterAll(() => t.close());

describe('one typo in each word finds the player, first', () => {
  it.each([
    ['Coin Taham', 'colin-talham'], // a letter missing in each word
    ['Coper Wyton', 'cooper-wynton'],
    ['Collin Tallham', 'colin-talham'], // a letter too many
    ['Colim Tqlham', 'colin-talham'], // a wrong letter
    ['Cloin Talhma', 'colin-talham'], // two letters swapped
    ['Cooepr Wytnon', 'cooper-wynton'],
    ['coper wynton', 'cooper-wynton'], // a typo in one word only
    ['wyton', 'cooper-wynton'], // one word
    ['taham', 'colin-talham'],
  ])('"%s" finds %s first', async (kw, slug) => {
    expect((await playerSlugs(kw))[0]).toBe(slug);
  });

  it('five words or more (no one-edit rule then) still answer', async () => {
    expect(await playerSlugs('colin talham cooper wynton aja')).toEqual([]);
    expect(await playerSlugs('〡 Æ Ͱ 一 一')).toEqual([]);
  });

  it('two typos in a word are not one: no match for "Cpoer Wyotn"', async () => {
    expect(await playerSlugs('Cpoer Wyotn')).not.toContain('cooper-wynton');
  });

  it('exact searches rank as before', async () => {
    expect((await playerSlugs('cooper wyatt'))[0]).toBe('cooper-wyatt');
    expect((await playerSlugs('colin holton'))[0]).toBe('colin-holton');
    expect((await playerSlugs('colin talham'))[0]).toBe('colin-talham');
    const coopers = await playerSlugs('cooper');
    expect(coopers.slice(0, 2)).toEqual(['cooper-wynton', 'cooper-wyatt']);
    expect((await playerSlugs('wyatt'))[0]).toBe('cooper-wyatt');
  });
});

describe('apostrophes and accents are ignored', () => {
  it.each([
    ['aja wilson', 'aja-wilson'],
    ["A'ja Wilson", 'aja-wilson'],
    ['A’ja', 'aja-wilson'],
    ['aja', 'aja-wilson'],
    ['Johannes', 'johannes-sorli'],
    ['johannès sorli', 'johannes-sorli'],
  ])('"%s" finds %s first', async (kw, slug) => {
    expect((await playerSlugs(kw))[0]).toBe(slug);
  });

  it('"ada wilson" is still Ada', async () => {
    expect((await playerSlugs('ada wilson'))[0]).toBe('ada-wilson');
  });

  it('the players list filter q ignores them too', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/searchForPlayers?q=aja` });
    expect(res.statusCode, res.body).toBe(200);
    const slugs = (res.json() as { data: { slug: string }[] }).data.map((p) => p.slug);
    expect(slugs).toEqual(['aja-wilson']);
  });
});

describe('the one-edit match stays on the trigram index', () => {
  it.each(['coper wyton', 'wyton', 'aja wilson'])(
    '"%s": the players search index, no sequential scan (sequential scans off)',
    async (kw) => {
      const plan = await t.db.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        const rows = await tx.execute(
          sql`explain select id from players where ${fuzzy(kw, players.searchName, true)}`,
        );
        return rowsOf<{ 'QUERY PLAN': string }>(rows).map((r) => r['QUERY PLAN']).join('\n');
      });
      expect(plan).toMatch(/players_search_trgm_idx/);
      expect(plan).not.toMatch(/Seq Scan/);
    },
  );

  it('a word one edit away: the patterns', () => {
    const p = oneEditPatterns('coin');
    for (const typed of ['colin', 'cin', 'cion', 'coil', 'coin'])
      expect(p.some((x) => new RegExp(`^${x.replace(/%/g, '.*').replace(/_/g, '.')}$`).test(` ${typed} `))).toBe(true);
    expect(p.some((x) => new RegExp(`^${x.replace(/%/g, '.*').replace(/_/g, '.')}$`).test(' clion '))).toBe(false);
  });
});
