import { envelope, errorResponseSchema, searchResultSchema } from '@hoopdex/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { players } from '../../db/schema/index';
import { rowsOf } from '../../lib/db-rows';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import {
  makeContent,
  makeCreator,
  makeLeague,
  makePlayer,
  makeShow,
} from '../content/content-fixtures';

const result = envelope(searchResultSchema);

describe('GET /api/searchByKeyword', () => {
  let t: TestApp;
  const search = (qs: string) => t.app.inject({ method: 'GET', url: `/api/searchByKeyword?${qs}` });
  const parse = async (qs: string) => {
    const res = await search(qs);
    expect(res.statusCode, res.body).toBe(200);
    return result.parse(res.json());
  };

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.db.db;
    const league = await makeLeague(db);
    await makePlayer(db, league.id, {
      firstname: 'LeBron',
      lastname: 'James',
      slug: 'lebron-james',
    });
    await makePlayer(db, league.id, {
      firstname: 'Bronny',
      lastname: 'James',
      slug: 'bronny-james',
    });
    await makePlayer(db, league.id, {
      firstname: 'José',
      lastname: 'Alvarado',
      slug: 'jose-alvarado',
    });
    await makePlayer(db, league.id, { firstname: 'Ann', lastname: 'Jameson', slug: 'ann-jameson' });
    const creator = await makeCreator(db, { displayname: 'Hoops Lab', profileKey: 'hoops-lab' });
    await makeCreator(db, { displayname: 'Admin Hoops', type: 'admin', profileKey: 'admin' });
    await makeShow(db, { title: 'Hoops Weekly' });
    for (let i = 0; i < 12; i++) {
      await makeContent(db, { creator, title: `LeBron James highlights ${i}` });
    }
    await makeContent(db, { creator, contentType: 'article', title: 'Why LeBron still matters' });
  });
  afterAll(() => t.close());

  it('returns players and videos by default, ranked by relevance', async () => {
    const body = await parse('keyword=james');
    expect(Object.keys(body.data).sort()).toEqual(['counts', 'players', 'videos']);
    // Whole-word matches (similarity 1) before the partial 'jameson'.
    expect(body.data.players!.map((p) => p.slug)).toEqual([
      'lebron-james', // ties by trending rank, then id
      'bronny-james',
      'ann-jameson',
    ]);
    expect(body.data.counts).toEqual({ players: 3, videos: 12 });
    expect(body.rowCount).toBe(15);
    expect(body.data.videos).toHaveLength(10);
  });

  it('ranks the name that starts with the keyword first', async () => {
    const body = await parse('keyword=bron');
    expect(body.data.players![0]!.slug).toBe('bronny-james');
    expect(body.data.players!.map((p) => p.slug)).toContain('lebron-james');
  });

  it.each([
    ['lebrom', 'lebron-james'],
    ['LEBRON', 'lebron-james'],
    ['lebron jmes', 'lebron-james'],
    ['jose', 'jose-alvarado'],
    ['JOSÉ ALVARADO', 'jose-alvarado'],
    ['álvarado', 'jose-alvarado'],
    ['alvarda', 'jose-alvarado'],
  ])('tolerates typos, accents and case: %s finds %s', async (kw, slug) => {
    const body = await parse(`keyword=${encodeURIComponent(kw)}&only[]=players`);
    expect(body.data.players!.map((p) => p.slug)).toContain(slug);
    expect(body.data.videos).toBeUndefined();
  });

  it('matches 1- and 2-letter keywords on word prefixes', async () => {
    const body = await parse('keyword=j&only[]=players');
    expect(body.data.counts.players).toBe(4); // James x2, José, Jameson
    const two = await parse('keyword=al&only[]=players');
    expect(two.data.players!.map((p) => p.slug)).toEqual(['jose-alvarado']);
  });

  it('pages video results for /view-all-video-results with rowCount', async () => {
    const p1 = await parse('keyword=highlights&only[]=videos&limit=5');
    const p3 = await parse('keyword=highlights&only[]=videos&limit=5&offset=10');
    expect(p1.rowCount).toBe(12);
    expect(p1.data.videos).toHaveLength(5);
    expect(p3.data.videos).toHaveLength(2);
    expect(p1.data.players).toBeUndefined();
  });

  it('returns creators, shows and articles when asked (only[] or fields[])', async () => {
    const body = await parse('keyword=hoops&only[]=creators&only[]=shows');
    expect(body.data.creators!.map((c) => c.profile_key)).toEqual(['hoops-lab']); // never admin
    expect(body.data.shows!.map((s) => s.title)).toEqual(['Hoops Weekly']);
    const articles = await parse('keyword=matters&fields[]=articles');
    expect(articles.data.articles!.map((a) => a.content.title)).toEqual([
      'Why LeBron still matters',
    ]);
    const plain = await parse('keyword=matters&only=articles');
    expect(plain.data.counts).toEqual({ articles: 1 });
  });

  it('treats injection-looking and wildcard keywords as plain text', async () => {
    for (const kw of [
      "'; drop table players; --",
      '%',
      '_',
      '\\',
      'a%b',
      "' or 1=1 --",
      '<script>',
    ]) {
      const body = await parse(`keyword=${encodeURIComponent(kw)}&only[]=players&only[]=videos`);
      expect(body.data.players).toEqual([]);
    }
    const [n] = await t.db.db.select({ n: sql<number>`count(*)::int` }).from(players);
    expect(n!.n).toBe(4);
  });

  it.each([
    ['', 'keyword'],
    ['keyword=', 'keyword'],
    ['keyword=%20%20', 'keyword'],
    [`keyword=${'a'.repeat(101)}`, 'keyword'],
    ['keyword=x&only[]=teams', 'only[]'],
    ['keyword=x&fields[]=passwords', 'fields[]'],
    ['keyword=x&limit=101', 'limit'],
    ['keyword=x&offset=-1', 'offset'],
    ['keyword=x&limit=ten', 'limit'],
  ])('400 for "%s" naming %s', async (qs, param) => {
    const res = await search(qs);
    expect(res.statusCode).toBe(400);
    expect(errorResponseSchema.parse(res.json()).errors[0]!.param.replace(/\.\d+$/, '')).toBe(
      param,
    );
  });

  it('answers with a public Cache-Control', async () => {
    const res = await search('keyword=james');
    expect(res.headers['cache-control']).toMatch(/^public, max-age=60/);
  });

  it('the trigram indexes can serve the match (EXPLAIN with sequential scans off)', async () => {
    const plans = await t.db.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const explain = async (q: ReturnType<typeof sql>) =>
        rowsOf<{ 'QUERY PLAN': string }>(await tx.execute(sql`explain ${q}`))
          .map((r) => r['QUERY PLAN'])
          .join('\n');
      return [
        await explain(
          sql`select id from players where search_name like '%lebrom%' or 'lebrom' <% search_name`,
        ),
        await explain(
          sql`select id from creators where search_name like '%hoops%' or 'hoops' <% search_name`,
        ),
        await explain(
          sql`select id from content_items where search_title like '%lebrom%' or 'lebrom' <% search_title`,
        ),
        await explain(
          sql`select id from players where search_name like 'j%' or search_name like '% j%'`,
        ),
      ];
    });
    expect(plans[0]).toMatch(/players_search_trgm_idx/);
    expect(plans[1]).toMatch(/creators_search_trgm_idx/);
    expect(plans[2]).toMatch(/content_search_trgm_idx/);
    expect(plans[3]).toMatch(/players_search_trgm_idx/);
  });
});
