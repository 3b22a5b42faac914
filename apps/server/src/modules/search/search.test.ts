import { envelope, errorResponseSchema, searchResultSchema } from '@hoopdex/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { players } from '../../db/schema/index';
import { rowsOf } from '../../lib/db-rows';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { SEARCH_CANDIDATES } from './search-ranking';
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
    await makePlayer(db, league.id, {
      firstname: 'Łukasz',
      lastname: 'Sørvik',
      slug: 'lukasz-sorvik',
    });
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
    // Letters Unicode does not split into letter + accent are folded too (ø → o, ł → l).
    ['sorvik', 'lukasz-sorvik'],
    ['ŁUKASZ SØRVIK', 'lukasz-sorvik'],
    ['lukasz', 'lukasz-sorvik'],
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

  it('the players list filter q matches names the same way (searchForPlayers)', async () => {
    const slugs = async (q: string) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/searchForPlayers?q=${q}` });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { data: { slug: string }[] }).data.map((p) => p.slug).sort();
    };
    // Under 3 letters a substring has no trigram to look up: word starts only.
    expect(await slugs('am')).toEqual([]);
    expect(await slugs('al')).toEqual(['jose-alvarado']);
    expect(await slugs('ame')).toEqual(['ann-jameson', 'bronny-james', 'lebron-james']);
    expect(await slugs('S%C3%B8rvik')).toEqual(['lukasz-sorvik']);
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
    expect(n!.n).toBe(5);
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

  it('the trigram indexes can serve every kind of match (EXPLAIN with sequential scans off)', async () => {
    const plans = await t.db.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const explain = async (q: ReturnType<typeof sql>) =>
        rowsOf<{ 'QUERY PLAN': string }>(await tx.execute(sql`explain ${q}`))
          .map((r) => r['QUERY PLAN'])
          .join('\n');
      return {
        playerTypo: await explain(sql`select id from players where 'lebrom' <% search_name`),
        playerWordStart: await explain(
          sql`select id from players where search_name like 'j%' or search_name like '% j%'`,
        ),
        creator: await explain(sql`select id from creators where search_name like '%hoops%'`),
        video: await explain(
          sql`select id from content_items where (content_type = 'video') is true and search_title like '%lebron%'`,
        ),
        videoTypo: await explain(
          sql`select id from content_items where (content_type = 'video') is true and 'lebrom' <% search_title`,
        ),
        article: await explain(
          sql`select id from content_items where (content_type = 'article') is true and search_title like '%lebron%'`,
        ),
      };
    });
    expect(plans.playerTypo).toMatch(/players_search_trgm_idx/);
    expect(plans.playerWordStart).toMatch(/players_search_trgm_idx/);
    expect(plans.creator).toMatch(/creators_search_trgm_idx/);
    expect(plans.video).toMatch(/content_video_search_idx/);
    expect(plans.videoTypo).toMatch(/content_video_search_idx/);
    expect(plans.article).toMatch(/content_article_search_idx/);
  });

  it('tells the planner what a typo test costs (migration 0005), so it asks the index', async () => {
    const rows = rowsOf<{ proname: string; procost: number }>(
      await t.db.db.execute(
        sql`select proname, procost from pg_proc where proname in ('word_similarity_op', 'word_similarity_commutator_op')`,
      ),
    );
    expect(rows).toHaveLength(2);
    for (const r of rows) expect(Number(r.procost)).toBeGreaterThanOrEqual(100);
  });
});

describe('GET /api/searchByKeyword with more matches than the cap', () => {
  let t: TestApp;
  const parse = async (qs: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/searchByKeyword?${qs}` });
    expect(res.statusCode, res.body).toBe(200);
    return result.parse(res.json());
  };
  const ids = (body: Awaited<ReturnType<typeof parse>>) => body.data.videos!.map((v) => v.id);
  const extra = 200;

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.db.db;
    const creator = await makeCreator(db, { displayname: 'Vale Films', profileKey: 'vale-films' });
    await db.execute(sql`
      insert into content_items (content_type, creator_id, creator_type, publishedat, title, search_title, videoid, video_source)
      select 'video', ${creator.id}, 'creator', timestamp '2024-01-01' + n * interval '1 minute',
        'Mason Vale highlights ' || n, 'mason vale highlights ' || n, 'vale' || n, 'youtube'
      from generate_series(1, ${SEARCH_CANDIDATES + extra}) n`);
    // The only video where a word starts with "son", the oldest and added last (a scan meets it
    // after more than the cap's worth of videos that only contain "son", as in "mason").
    await makeContent(db, {
      creator,
      title: 'Sonny Vale highlights',
      publishedat: new Date(Date.UTC(2000, 0, 1)),
    });
    const league = await makeLeague(db);
    await db.execute(sql`
      insert into players (slug, firstname, lastname, search_name, league_id)
      select 'vale-player-' || n, 'Vale', 'Player ' || n, 'vale player ' || n, ${league.id}
      from generate_series(1, ${SEARCH_CANDIDATES + extra}) n`);
    // Added last, so a scan meets it after the cap's worth of other "v" names.
    await makePlayer(db, league.id, {
      firstname: 'Victor',
      lastname: 'Zed',
      slug: 'victor-zed',
      trendingRank: 1,
    });
  });
  afterAll(() => t.close());

  it('counts up to the cap, even for a 1-letter keyword', async () => {
    for (const kw of ['v', 'vale', 'mason']) {
      const body = await parse(`keyword=${kw}&only[]=videos`);
      expect(body.data.counts.videos, kw).toBe(SEARCH_CANDIDATES);
      expect(body.data.videos, kw).toHaveLength(10);
    }
  });

  it('keeps a trending player that more matches than the cap would crowd out', async () => {
    const body = await parse('keyword=v&only[]=players');
    expect(body.data.players![0]!.slug).toBe('victor-zed');
    expect(body.data.counts.players).toBe(SEARCH_CANDIDATES);
  });

  it('keeps the word-start match although more inside-word matches than the cap exist', async () => {
    const body = await parse('keyword=son&only[]=videos');
    expect(body.data.videos![0]!.content.title).toBe('Sonny Vale highlights');
    expect(body.data.counts.videos).toBe(SEARCH_CANDIDATES);
  });

  it('pages one ranking: pages neither repeat nor skip rows, and end at the cap', async () => {
    const all = ids(await parse('keyword=vale&only[]=videos&limit=40'));
    const paged: number[] = [];
    for (let offset = 0; offset < 40; offset += 10) {
      paged.push(...ids(await parse(`keyword=vale&only[]=videos&limit=10&offset=${offset}`)));
    }
    expect(paged).toEqual(all);
    expect(new Set(all).size).toBe(40);
    const last = await parse(`keyword=vale&only[]=videos&limit=10&offset=${SEARCH_CANDIDATES - 5}`);
    expect(last.data.videos).toHaveLength(5);
    const beyond = await parse(`keyword=vale&only[]=videos&offset=${SEARCH_CANDIDATES}`);
    expect(beyond.data.videos).toEqual([]);
    expect(beyond.data.counts.videos).toBe(SEARCH_CANDIDATES);
  });
});
