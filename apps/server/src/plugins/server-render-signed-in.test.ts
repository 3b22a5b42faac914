import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { follows, games, users } from '../db/schema/index';
import { signUp } from '../modules/auth/test/auth-helpers';
import { makeContent, makeCreator, makeShow } from '../modules/content/content-fixtures';
import { FIXTURE_DATES, seedStatsFixture, type StatsFixture } from '../modules/stats/stats-fixture';
import type { TestApp } from '../test/build-test-app';
import { buildSsrTestApp, loadPage, ssrData, textOf, type SsrTestApp } from '../test/ssr-test-app';

// Decision 0037, the signed-in pages: the home page, a player's page and the leaderboards are
// rendered with the visitor's session (the cookie of the document request, exchanged for a bearer
// token within the render), never kept nor shared, and a signed-out load is still redirected.
let ssr: SsrTestApp;
let t: TestApp;
let cookie = '';
let fixture: StatsFixture;

beforeAll(async () => {
  ssr = await buildSsrTestApp();
  t = ssr.t;
  fixture = await seedStatsFixture(t.db.db);
  cookie = (await signUp(t, 'ssr.signed.in@example.com')).cookie;
}, 120_000);
afterAll(() => ssr?.close());

const load = (url: string, headers: Record<string, string> = {}) => loadPage(t, url, headers);

/** A personal page: rendered, the visitor's own, never a shared copy. */
function expectPersonal(res: Awaited<ReturnType<typeof load>>) {
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('private, no-cache');
  expect(res.headers.vary).toMatch(/cookie/i);
  expect(res.headers.etag).toBeUndefined();
  expect(res.body).not.toContain('site-header--shell');
  expect(res.body).toContain('>Log Out</a>');
}

describe('signed-in pages rendered on the server (decision 0037)', () => {
  it.each(['/', '/player/ann-archer', '/analyze?interval=latest_season&page=2'])(
    'redirects a signed-out load of %s to the sign-up page, before any render',
    async (url) => {
      const res = await load(url);
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(`/sign-up?redirect=${encodeURIComponent(url)}`);
      expect(res.body).toBe('');
    },
  );

  it('sends the shell, not a signed-out render, for a gated page asked without a session outside a page load', async () => {
    // Not a document request (no text/html), so the gate lets it through: nothing is rendered
    // for nobody (the shell's script sends a browser to sign up).
    for (const cookie of [undefined, 'consent=yes']) {
      const res = await t.app.inject({
        url: '/player/ann-archer',
        headers: { accept: '*/*', ...(cookie ? { cookie } : {}) },
      });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('site-header--shell');
      expect(res.body).not.toContain('id="ssr-data"');
    }
  });

  it("sends a player's page with the name, team and season line in the HTML", async () => {
    const res = await load('/player/ann-archer', { cookie });
    expectPersonal(res);
    expect(res.body).toMatch(/<h1 class="player-header__name"[^>]*>Ann Archer/);
    const text = textOf(res.body);
    expect(text).toContain('Alpha');
    // 2024-25: five games, 100 points (stats-fixture.ts), so 20.0 a game.
    expect(text).toMatch(/5 games played \( ?Season ?\)/);
    expect(text).toMatch(/Points 20\.0 /);
    // The statistics come as a Suspense boundary of their own (HydrateLater): the browser hydrates
    // them after the header, in a render it can interrupt.
    expect(res.body).toMatch(/<!--\$--><div class="statistics-panel">/);
    const keys = ssrData(res.body).queries.queries.map((q) => JSON.stringify(q.queryKey));
    expect(keys.some((k) => k.includes('ann-archer'))).toBe(true);
  });

  it("answers a player that does not exist 404 with the not-found page, handed over as the route's error", async () => {
    const res = await load('/player/no-such-player', { cookie });
    expect(res.statusCode).toBe(404);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.body).toContain('>Log Out</a>');
    expect(res.body).toMatch(/<h1>Page not found<\/h1>/);
    expect(res.body).toContain('href="/"');
    expect(res.body).not.toContain('Loading player');
    const data = ssrData(res.body);
    // The browser starts on the same error element: the router's error, not a failed query.
    expect(Object.values(data.router.errors ?? {})).toEqual([
      { status: 404, statusText: 'Not Found', internal: false, data: null },
    ]);
    expect(data.queries.queries.some((q) => q.state.status === 'error')).toBe(false);
    // The render's clock, which relative times and the footer's year hydrate against.
    expect(data.renderedAt).toBeGreaterThan(Date.now() - 60_000);
  });

  it("sends the leaderboard's top rows", async () => {
    const res = await load('/analyze', { cookie });
    expectPersonal(res);
    expect(res.body).toMatch(/<h1[^>]*>Leaderboards<\/h1>/);
    const text = textOf(res.body);
    expect(text).toContain('Season Leaderboard');
    // The NBA's 2024-25 board: Ann, the one player with 4+ games (leaderboards.test.ts).
    expect(text).toContain('Qualified: 4+ games');
    expect(text).toMatch(/Rank Player Performance Games Team 1 Ann Archer 16\.7 5 Alpha/);
  });

  it('sends the home page with its lists', async () => {
    const res = await load('/', { cookie });
    expectPersonal(res);
    const text = textOf(res.body);
    expect(text).toContain('DISCOVER');
    expect(text).toContain('Trending Players');
    // Trending ranks 1..3 of the fixture, in order.
    expect(text).toMatch(/Bob Baker[\s\S]*Ann Archer[\s\S]*Dee Dunn/);
  });
});

describe("Value, the projections' record, NIL Targets and a player's clips (session 27)", () => {
  it.each([
    ['/value', /<h1[^>]*>Hoopdex Value: the method<\/h1>/],
    ['/value/board', /<h1[^>]*>Value board<\/h1>/],
    ['/projections/accuracy', /<h1[^>]*>How accurate are the projections\?<\/h1>/],
    ['/targets', /<h1[^>]*>[^<]*NIL Targets<\/h1>/],
    ['/player/ann-archer/plays?event=fg3_made', /<h1[^>]*>[\s\S]*?Ann Archer[\s\S]*?<\/h1>/],
  ])('sends %s rendered for the visitor', async (url, h1) => {
    const res = await load(url, { cookie });
    expectPersonal(res);
    expect(res.body).not.toContain('site-header--shell');
    expect(res.body).toMatch(h1);
  });
});

describe('search results and a game (decision 0037)', () => {
  it('sends the search results for the keyword in the path', async () => {
    const res = await load('/search/archer', { cookie });
    expectPersonal(res);
    expect(textOf(res.body)).toContain('Ann Archer');
  });

  it("sends a game's teams and box score", async () => {
    const [game] = await t.db.db
      .select({ id: games.id })
      .from(games)
      .where(eq(games.gameDate, FIXTURE_DATES.G4));
    const res = await load(`/game/${game!.id}`, { cookie });
    expectPersonal(res);
    const text = textOf(res.body);
    expect(text).toMatch(/Alpha[\s\S]*Beta/);
    expect(text).toMatch(/Ann Archer[\s\S]*16/);
    // The box score is a Suspense boundary of its own: it hydrates after the header (HydrateLater).
    expect(res.body).toMatch(/<!--\$--><section aria-labelledby="box-score-heading">/);
  });

  it('sends a rendered page gzipped to a browser that takes it (its data is most of it)', async () => {
    const [game] = await t.db.db
      .select({ id: games.id })
      .from(games)
      .where(eq(games.gameDate, FIXTURE_DATES.G4));
    const plain = await load(`/game/${game!.id}`, { cookie });
    const zipped = await load(`/game/${game!.id}`, { cookie, 'accept-encoding': 'gzip, br' });
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/cookie/i);
    expect(zipped.headers.vary).toMatch(/accept-encoding/i);
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    const html = gunzipSync(zipped.rawPayload).toString('utf8');
    expect(textOf(html)).toMatch(/Ann Archer[\s\S]*16/);
    // Without Accept-Encoding it goes out as it is.
    expect(plain.headers['content-encoding']).toBeUndefined();
  });
});

describe('a video and an article (decision 0037)', () => {
  it("sends a video's title, creator, hashtags and publish date (UTC) in the HTML", async () => {
    const db = t.db.db;
    const creator = await makeCreator(db, { displayname: 'Film Room' });
    const video = await makeContent(db, {
      creator: { id: creator.id, type: 'creator' },
      title: 'Pick and roll, frame by frame',
      hashtags: 'film,pnr',
      // Late in the UTC day: a visitor west of UTC would see the 14th (hydration shows UTC).
      publishedat: new Date('2025-03-15T23:30:00Z'),
    });
    const res = await load(`/video/${video.id}`, { cookie });
    expectPersonal(res);
    expect(res.body).toMatch(/<h1 class="video-details__title"[^>]*>Pick and roll, frame by frame/);
    const text = textOf(res.body);
    expect(text).toContain('Film Room');
    expect(text).toMatch(/# film # pnr/);
    expect(text).toMatch(/Published 3\.15\.25 /);
  });

  it("sends an article's text, sanitized on the server as in the browser", async () => {
    const db = t.db.db;
    const creator = await makeCreator(db, { displayname: 'Long Reads' });
    const article = await makeContent(db, {
      creator: { id: creator.id, type: 'creator' },
      contentType: 'article',
      title: 'Why spacing wins',
      body:
        '## The corners\n\nShooters in the **corners** pull help away. [More](https://example.com/x)' +
        '\n\n<img src="/media/a.png" onerror="alert(1)"><script>alert(2)</script>',
    });
    const res = await load(`/article/${article.id}`, { cookie });
    expectPersonal(res);
    expect(res.body).toMatch(/<h1 class="article-view__title"[^>]*>Why spacing wins/);
    expect(res.body).toContain('<h2>The corners</h2>');
    expect(res.body).toContain('<strong>corners</strong>');
    expect(res.body).toMatch(/<a href="https:\/\/example\.com\/x" target="_blank" rel="noopener/);
    // The page, not its data (which carries the stored body as the API answered it).
    const page = res.body.slice(0, res.body.indexOf('id="ssr-data"'));
    expect(page).toContain('<img src="/media/a.png"');
    expect(page).not.toMatch(/onerror|alert\(|<script>/);
    expect(textOf(res.body)).toContain('Shooters in the corners pull help away.');
  });
});

describe('the database (explorer, decision 0037)', () => {
  it("sends the table's first page, and the selected player beside it", async () => {
    const res = await load('/explorer/ann-archer?interval=latest_season', { cookie });
    expectPersonal(res);
    expect(res.body).toMatch(/<h1[^>]*>Database<\/h1>/);
    const text = textOf(res.body);
    expect(text).toMatch(/NBA players, Season: \d+ match/);
    expect(res.body).toMatch(/<table[\s\S]*href="\/explorer\/ann-archer\?interval=latest_season"/);
    expect(res.body).toContain('aria-label="Selected player"');
    const keys = ssrData(res.body).queries.queries.map((q) => JSON.stringify(q.queryKey));
    expect(keys.some((k) => k.includes('explorer'))).toBe(true);
  });
});

describe('the lists: players, shows, a show, a creator (decision 0037)', () => {
  it('sends the players of a league, a page of the table', async () => {
    const res = await load('/players', { cookie });
    expectPersonal(res);
    expect(res.body).toMatch(/<table[\s\S]*href="\/player\/ann-archer"/);
    expect(textOf(res.body)).toMatch(/Ann Archer[\s\S]*Bob Baker|Bob Baker[\s\S]*Ann Archer/);
  });

  it("sends the shows, a show's header and episodes, and a creator's articles", async () => {
    const db = t.db.db;
    const host = await makeCreator(db, {
      displayname: 'Bench Talk Host',
      profileKey: 'bench-host',
    });
    const show = await makeShow(db, { title: 'Bench Talk', creatorId: host.id });
    await makeContent(db, {
      creator: { id: host.id, type: 'creator' },
      title: 'Episode one: the zone',
      showId: show.id,
    });
    await makeContent(db, {
      creator: { id: host.id, type: 'creator' },
      contentType: 'article',
      title: 'Notes from the bench',
      body: 'Plain words.',
    });

    const shows = await load('/shows', { cookie });
    expectPersonal(shows);
    expect(textOf(shows.body)).toContain('Bench Talk');

    const one = await load(`/show/${show.id}`, { cookie });
    expectPersonal(one);
    expect(one.body).toMatch(/<h1 class="show-header__title"[^>]*>Bench Talk</);
    expect(textOf(one.body)).toContain('Episode one: the zone');

    const creator = await load('/creator/bench-host', { cookie });
    expectPersonal(creator);
    expect(creator.body).toMatch(/<h1 class="creator-profile__name"[^>]*>Bench Talk Host</);
    expect(textOf(creator.body)).toContain('Notes from the bench');
  });
});

describe("compare, video results, a player's videos, the scouts' database (decision 0037)", () => {
  it('sends the compared players side by side with their lines and values', async () => {
    const res = await load('/player/ann-archer/compare?with=bob-baker', { cookie });
    expectPersonal(res);
    expect(res.body).toMatch(/<h1[^>]*>Compare <!-- -->Ann Archer<\/h1>/);
    const text = textOf(res.body);
    expect(text).toMatch(/Stat Ann Archer Bob Baker/);
    // 2024-25: Ann five games, Bob three (stats-fixture.ts).
    expect(text).toMatch(/Games played 5 ★ \(better\) \d+ 3 /);
    expect(text).toContain('Hoopdex Value');
    expect(text).not.toContain('Loading statistics');
    const keys = ssrData(res.body).queries.queries.map((q) => JSON.stringify(q.queryKey));
    expect(keys.filter((k) => k.includes('bob-baker')).length).toBeGreaterThanOrEqual(3);
  });

  it('sends every video result of a search, and the videos a player is tagged in', async () => {
    const db = t.db.db;
    const creator = await makeCreator(db, { displayname: 'Tape Study' });
    await makeContent(db, {
      creator: { id: creator.id, type: 'creator' },
      title: 'Quokka zone, the whole tape',
      taggedPlayerIds: [fixture.playerIds['ann-archer']!],
    });

    const results = await load('/view-all-video-results/quokka', { cookie });
    expectPersonal(results);
    expect(textOf(results.body)).toMatch(/Videos matching “ ?quokka ?” \( ?1 ?\)/);
    expect(textOf(results.body)).toContain('Quokka zone, the whole tape');

    const videos = await load(`/view-all-videos-by-playerid/${fixture.playerIds['ann-archer']}`, {
      cookie,
    });
    expectPersonal(videos);
    // The name comes from the first video's tags, warmed after the videos.
    expect(videos.body).toMatch(/<h1[^>]*>Videos of Ann Archer/);
    expect(textOf(videos.body)).toContain('Quokka zone, the whole tape');
  });

  it('sends a scout the database with the selected player, and anyone else the notice', async () => {
    const email = 'ssr.scout@example.com';
    const scout = (await signUp(t, email)).cookie;
    await t.db.db.update(users).set({ role: 'scout' }).where(eq(users.email, email));

    const res = await load('/explorer-for-scouts/ann-archer?interval=latest_season', {
      cookie: scout,
    });
    expectPersonal(res);
    expect(res.body).toMatch(/<h1[^>]*>Scouting<\/h1>/);
    expect(res.body).toMatch(
      /<table[\s\S]*href="\/explorer-for-scouts\/ann-archer\?interval=latest_season"/,
    );
    expect(res.body).toContain('aria-label="Selected player"');
    // The scout's own lists are not warmed (always stale): pending on both sides.
    expect(textOf(res.body)).toContain('Saved filters');

    const fan = await load('/explorer-for-scouts', { cookie });
    expectPersonal(fan);
    expect(fan.body).toMatch(/<h1[^>]*>Scouting access required<\/h1>/);
  });
});

describe('a page whose own thing does not exist answers 404 (decision 0037)', () => {
  it.each([
    ['/player/ann-archer/no-such-tab', 'Page not found'],
    ['/player/no-such-player/compare?with=ann-archer', 'Page not found'],
    ['/video/no-such-video', 'Video not found'],
    ['/article/999999', 'Article not found'],
    ['/article/not-a-number', 'Article not found'],
    ['/show/999999', 'Show not found'],
    ['/creator/no-such-creator', 'Creator not found'],
    ['/game/999999', 'Game not found'],
  ])('%s: 404 with "%s" in the HTML', async (url, heading) => {
    const res = await load(url, { cookie });
    expect(res.statusCode).toBe(404);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.body).toContain(`<h1>${heading}</h1>`);
    expect(Object.keys(ssrData(res.body).router.errors ?? {})).toHaveLength(1);
  });

  it("still renders a page whose other reads fail: a missing second player is not the page's 404", async () => {
    const res = await load('/player/ann-archer/compare?with=no-such-player', { cookie });
    expectPersonal(res);
    expect(res.body).toMatch(/<h1[^>]*>Compare <!-- -->Ann Archer<\/h1>/);
    expect(ssrData(res.body).router.errors).toBeUndefined();
  });
});

describe('two visitors rendered at once', () => {
  const people = [
    { key: 'amy', email: 'ssr.amy@example.com', story: 'Amy follows this story' },
    { key: 'ben', email: 'ssr.ben@example.com', story: 'Ben follows that story' },
  ];
  const cookies: Record<string, string> = {};

  beforeAll(async () => {
    const db = t.db.db;
    for (const p of people) {
      cookies[p.key] = (await signUp(t, p.email)).cookie;
      const creator = await makeCreator(db, { displayname: `Writer for ${p.key}` });
      await makeContent(db, {
        creator: { id: creator.id, type: 'creator' },
        contentType: 'article',
        title: p.story,
      });
      const [user] = await db
        .update(users)
        .set({ slug: `ssr-${p.key}` })
        .where(eq(users.email, p.email))
        .returning({ id: users.id });
      await db
        .insert(follows)
        .values({ userId: user!.id, followType: 'creator', targetId: creator.id });
    }
  });

  it('each sees their own header and their own feed (a bearer call), never the other', async () => {
    // Interleaved: several renders of both at once, so a token or a fetch kept module-wide
    // (rather than per render) would show up in someone else's page.
    const order = ['amy', 'ben', 'amy', 'ben', 'ben', 'amy'];
    const pages = await Promise.all(order.map((key) => load('/', { cookie: cookies[key]! })));
    pages.forEach((res, i) => {
      const me = people.find((p) => p.key === order[i])!;
      const other = people.find((p) => p.key !== order[i])!;
      expectPersonal(res);
      expect(res.body).toContain(`href="/creator/ssr-${me.key}"`);
      expect(res.body).not.toContain(`/creator/ssr-${other.key}"`);
      const text = textOf(res.body);
      expect(text).toContain(me.story);
      expect(text).not.toContain(other.story);
      const session = ssrData(res.body).queries.queries.find((q) => q.queryKey[0] === 'auth');
      expect(JSON.stringify(session)).toContain(me.email);
      expect(res.body).not.toContain(other.email);
    });
  });
});
