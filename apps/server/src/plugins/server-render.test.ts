import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { players, users } from '../db/schema/index';
import { signUp } from '../modules/auth/test/auth-helpers';
import { makeLeague, makePlayer } from '../modules/content/content-fixtures';
import { playersChanged } from '../modules/players/index';
import { seedStatsFixture } from '../modules/stats/stats-fixture';
import type { TestApp } from '../test/build-test-app';
import {
  buildSsrTestApp,
  HTML_ACCEPT,
  loadPage,
  SSR_INDEX as INDEX,
  ssrData,
  textOf,
  type SsrTestApp,
} from '../test/ssr-test-app';
import { withRenderedRoot, type RenderFunction } from './server-render';
import { registerStaticSpa } from './static-spa';

// Decision 0037 over the whole app, on the open pages (the signed-in ones: server-render-signed-in.test.ts).
let ssr: SsrTestApp;
let t: TestApp;
let dist = '';

beforeAll(async () => {
  ssr = await buildSsrTestApp();
  ({ t, dist } = ssr);
}, 120_000);
afterAll(() => ssr?.close());

const load = (url: string, headers: Record<string, string> = {}) => loadPage(t, url, headers);

describe('server rendering (decision 0037)', () => {
  it('sends the landing rendered: its heading, pitch and sign-up form are in the HTML', async () => {
    const res = await load('/sign-up');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    // Signed out: everyone's page, kept and revalidated (the public page cache below).
    expect(res.headers['cache-control']).toBe('public, no-cache');
    expect(res.headers.etag).toMatch(/^W\/"/);
    expect(res.headers.vary).toMatch(/cookie/i);
    const html = res.body;
    expect(html).toMatch(/<h1 class="discover-hero__title"[^>]*>Hoopdex<\/h1>/);
    const text = textOf(html);
    expect(text).toContain('performance drives value and potential becomes power');
    expect(text).toContain('game by game: box scores, fair leaderboards');
    expect(text).toContain('Free to join');
    expect(text).toContain('Trending now');
    expect(text).toContain('Who it is for');
    // Signed out: the header's account link is Log In.
    expect(html).toContain('>Log In</a>');
    // The static shell was replaced, the data preloads went, and the app is loaded by the boot
    // script of the build's rendered.html once the page is painted (not by the entry's own tag).
    expect(html).not.toContain('site-header--shell');
    expect(html).toContain(
      '<script type="module" src="/static/js/boot-abc123.js" data-app="/static/js/index-abc123.js" data-css="/static/media/style-abc123.css">',
    );
    expect(html).not.toContain('<script type="module" src="/static/js/index-abc123.js">');
    expect(html).not.toContain('rel="preload" as="fetch"');
    // The stylesheet is the boot script's too: the page carries the rules its markup uses (and
    // every page's), not the rest, before #root.
    expect(html.replace(/<noscript>.*?<\/noscript>/g, '')).not.toContain('rel="stylesheet"');
    expect(html).toContain(
      '<style id="page-css">body{margin:0}.discover-hero__title{color:#fff}</style><div id="root">',
    );
    const data = ssrData(html);
    const keys = data.queries.queries.map((q) => q.queryKey[0]);
    // The session and the trending players; the risers answer 404 on a database with no league
    // yet, and a failed query is left out: the client asks again, as it would without the server.
    expect(keys).toEqual(expect.arrayContaining(['auth', 'discover']));
    expect(keys).not.toContain('intel');
    expect(Object.keys(data.router.loaderData).length).toBeGreaterThan(0);
  });

  it.each([
    ['/terms-of-use', 'Terms of Use', 'Reporting a copyright problem'],
    ['/privacy-policy', 'Privacy Policy', 'Cookies and browser storage'],
  ])('sends %s rendered with its text', async (url, h1, section) => {
    const res = await load(url);
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(new RegExp(`<h1[^>]*>${h1}</h1>`));
    expect(textOf(res.body)).toContain(section);
    ssrData(res.body);
  });

  it('renders the header for the visitor whose cookie comes with the request', async () => {
    const signed = await signUp(t, 'ssr.fan@example.com');
    const res = await load('/terms-of-use', { cookie: signed.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('>Log Out</a>');
    expect(res.body).not.toContain('>Log In</a>');
    const me = ssrData(res.body).queries.queries.find((q) => q.queryKey[0] === 'auth');
    expect(me?.state.status).toBe('success');
    expect(JSON.stringify(me)).toContain('ssr.fan@example.com');
  });

  it('keeps data that would end a script element from doing so', async () => {
    // A value with markup (a hostile name in the data) cannot close the JSON script.
    const signed = await signUp(t, 'ssr.tag@example.com', undefined, '</script><b>x');
    const res = await load('/privacy-policy', { cookie: signed.cookie });
    const script = /<script type="application\/json" id="ssr-data">([\s\S]*?)<\/script>/.exec(
      res.body,
    )![1]!;
    expect(script).not.toContain('</script');
    expect(JSON.stringify(JSON.parse(script))).toContain('</script><b>x');
  });

  it('leaves pages off the list to the browser, as before: the shell, no data', async () => {
    const res = await load('/player-portal/set-password?oobCode=x');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('site-header--shell');
    expect(res.body).not.toContain('id="ssr-data"');
    // The shell renders once its route's chunk has run: it is preloaded with the entry.
    expect(res.body).toContain(
      '<link rel="modulepreload" crossorigin href="/static/js/set-password-abc123.js">',
    );
  });

  // Issue 34 names the player portal's pages; the open account forms go with them.
  it.each([
    ['/player-portal/about', /<h1[^>]*>Player Portal<\/h1>/],
    ['/player-portal/sign-up', /<h1[^>]*>Claim your player profile<\/h1>/],
    ['/login', /<h1[^>]*>Log In<\/h1>/],
    ['/forgot-password', /<h1[^>]*>Forgot your password\?<\/h1>/],
  ])('sends %s rendered, with its heading and form or text', async (url, h1) => {
    const res = await load(url);
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(h1);
    expect(res.body).not.toContain('site-header--shell');
    ssrData(res.body);
  });

  it("sends a rendered page without its route's chunk preloads: nothing holds its first paint", async () => {
    const res = await load('/sign-up');
    expect(res.body).toContain('id="ssr-data"');
    expect(res.body).not.toContain('site-header--shell');
    expect(res.body).not.toContain('sign-up-abc123.js');
    // The entry hydrates the page (and loads the route's chunk itself), asked for by the boot
    // script once the page is painted: before it, only the document and the stylesheet load.
    expect(res.body).toContain('data-app="/static/js/index-abc123.js"');
    expect(res.body).not.toContain('src="/static/js/index-abc123.js"');
  });
});

describe('the public page cache (decision 0037)', () => {
  /** The trending players the landing lists, by name, in order. */
  const trendingNames = (html: string) =>
    [...html.matchAll(/href="\/player\/(pc-[a-z]+)-/g)].map((m) => m[1]);

  it('keeps the signed-out landing, answers its ETag with 304 and drops it when trending changes', async () => {
    const db = t.db.db;
    const league = await makeLeague(db);
    const ann = await makePlayer(db, league.id, {
      firstname: 'Pc',
      lastname: 'Ann',
      slug: 'pc-ann-1',
      trendingRank: 1,
    });
    await makePlayer(db, league.id, { firstname: 'Pc', lastname: 'Bo', slug: 'pc-bo-2' });
    // The players list may be kept from the tests above: drop it, as a merge does.
    await playersChanged(t.cache);

    const first = await load('/sign-up');
    expect(first.statusCode).toBe(200);
    expect(trendingNames(first.body)).toEqual(['pc-ann']);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);

    const second = await load('/sign-up');
    expect(second.headers.etag).toBe(etag);
    expect(textOf(second.body)).toBe(textOf(first.body));
    const notModified = await load('/sign-up', { 'if-none-match': etag });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    expect(notModified.headers.etag).toBe(etag);

    // Bo starts trending ahead of Ann (written as an import writes it); the players module drops
    // its public reads (what a merge does, and what every instance hears over the bus): the
    // page built from them goes with them.
    await db.update(players).set({ trendingRank: 1 }).where(eq(players.slug, 'pc-bo-2'));
    await db.update(players).set({ trendingRank: 2 }).where(eq(players.id, ann.id));
    await playersChanged(t.cache);

    const changed = await load('/sign-up', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(trendingNames(changed.body)).toEqual(['pc-bo', 'pc-ann']);
  });

  it('never sends the shared copy to a request with a cookie, nor a personal one to others', async () => {
    const signed = await signUp(t, 'ssr.cached@example.com');
    const shared = await load('/terms-of-use');
    expect(shared.body).toContain('>Log In</a>');
    const etag = shared.headers.etag as string;

    const personal = await load('/terms-of-use', { cookie: signed.cookie, 'if-none-match': etag });
    expect(personal.statusCode).toBe(200);
    expect(personal.headers['cache-control']).toBe('private, no-cache');
    expect(personal.headers.etag).toBeUndefined();
    expect(personal.body).toContain('>Log Out</a>');
    expect(personal.body).not.toContain('>Log In</a>');

    const again = await load('/terms-of-use');
    expect(again.headers.etag).toBe(etag);
    expect(again.body).toContain('>Log In</a>');
    expect(again.body).not.toContain('ssr.cached@example.com');
  });

  it('sends the shared copy to a request whose cookies hold no session', async () => {
    const shared = await load('/terms-of-use');
    const etag = shared.headers.etag as string;
    // A consent cookie, and a session cookie whose session is gone: the page is the signed-out
    // one, so it is the kept copy (an analytics cookie must not cost a render per visit).
    for (const cookie of ['consent=yes', 'hoopdex.session_token=ended.session; consent=yes']) {
      const res = await load('/terms-of-use', { cookie });
      expect(res.statusCode, cookie).toBe(200);
      expect(res.headers['cache-control'], cookie).toBe('public, no-cache');
      expect(res.headers.etag, cookie).toBe(etag);
      expect(res.body, cookie).toContain('>Log In</a>');
      expect((await load('/terms-of-use', { cookie, 'if-none-match': etag })).statusCode).toBe(304);
    }
  });
});

describe("a scout's board shared by link (decision 0037)", () => {
  const SECRET = 'PRIVATE ssr board note';
  let token = '';
  let scout = '';
  const asScout = (method: 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/scouting${url}`,
      headers: { authorization: scout },
      ...(payload ? { payload } : {}),
    });

  beforeAll(async () => {
    await seedStatsFixture(t.db.db);
    await t.db.db
      .insert(users)
      .values({ id: 'ssr-scout', name: 'Scout', email: 'ssr-scout@test.local', role: 'scout' });
    scout = `Bearer ${await t.sign({ sub: 'ssr-scout', role: 'scout' })}`;
    const board = (await asScout('POST', '/boards', { name: 'Guards <to> watch' })).json<{
      data: { id: number };
    }>().data;
    await asScout('PUT', `/boards/${board.id}/items`, { slugs: ['ann-archer', 'bob-baker'] });
    await asScout('PUT', '/notes/ann-archer', {
      note: 'Sees the floor',
      grade: 4,
      is_public: true,
    });
    await asScout('PUT', '/notes/bob-baker', { note: SECRET, grade: 2 });
    const shared = await asScout('POST', `/boards/${board.id}/share`);
    token = shared.json<{ data: { share_token: string } }>().data.share_token;
  });

  it('sends the board rendered: its name, players in order and the public note only', async () => {
    const res = await load(`/board/${token}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<h1>Guards &lt;to&gt; watch</h1>');
    const text = textOf(res.body);
    expect(text).toMatch(/Ann Archer[\s\S]*Bob Baker/);
    expect(text).toContain('Sees the floor');
    expect(text).toContain('Grade 4 of 5');
    expect(text).toMatch(/A scouting board with 2 players\s*,\s*updated \d+\.\d+\.\d\d\s*\./);
    expect(res.body).not.toContain(SECRET);
    const keys = ssrData(res.body).queries.queries.map((q) => q.queryKey);
    expect(keys).toContainEqual(expect.arrayContaining([token]));
    // Signed out, so kept and sent with its ETag like the landing.
    expect(res.headers.etag).toMatch(/^W\//);
    expect((await load(`/board/${token}`, { 'if-none-match': res.headers.etag! })).statusCode).toBe(
      304,
    );
  });

  it('answers a board it cannot find 404 with the not-found page, kept like the others', async () => {
    const res = await load('/board/no-such-board-token');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<h1>Page not found</h1>');
    expect(res.body).toContain('href="/"');
    expect(res.body).not.toContain('Loading the board');
    expect(Object.keys(ssrData(res.body).router.errors ?? {})).toHaveLength(1);
    // Signed out: kept (its 404 call is replayed like any other read) and sent with its ETag.
    expect(res.headers['cache-control']).toBe('public, no-cache');
    const again = await load('/board/no-such-board-token', { 'if-none-match': res.headers.etag! });
    expect(again.statusCode).toBe(304);
  });
});

describe('when the renderer fails or redirects', () => {
  const app = Fastify({ logger: false });
  let render: RenderFunction = () => Promise.reject(new Error('boom'));
  let renders = 0;
  let version = 1;
  beforeAll(async () => {
    // A public read with an ETag, as the cached reads answer (route-cache's publicJson).
    app.get('/api/version', (req, reply) => {
      const etag = `"v${version}"`;
      void reply.header('etag', etag);
      if (req.headers['if-none-match'] === etag) return reply.code(304).send();
      return { data: version, rowCount: 1 };
    });
    await registerStaticSpa(app, dist, {
      render: (req, opts) => {
        renders += 1;
        return render(req, opts);
      },
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('sends the shell (200) when the render throws', async () => {
    render = () => Promise.reject(new Error('boom'));
    const res = await app.inject({ url: '/sign-up', headers: { accept: HTML_ACCEPT } });
    expect(res.statusCode).toBe(200);
    // The shell, with its route's chunk preloaded (it renders in the browser now).
    expect(res.body).toBe(
      INDEX.replace(
        '</head>',
        '<link rel="modulepreload" crossorigin href="/static/js/sign-up-abc123.js"></head>',
      ),
    );
  });

  it('sends the shell when the render does not finish in time', async () => {
    render = () => new Promise(() => {});
    const res = await app.inject({ url: '/terms-of-use', headers: { accept: HTML_ACCEPT } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX);
  });

  it('renders a signed-out page once while the API answers it was built from hold', async () => {
    render = async (_req, opts) => {
      const res = await opts.fetch('/api/version', { headers: { accept: 'application/json' } });
      const body = (await res.json()) as { data: number };
      return {
        kind: 'html',
        status: 200,
        html: `<p>version ${body.data}${opts.cookie ? ' for you' : ''}</p>`,
        data: '<script type="application/json" id="ssr-data">{"dataUpdatedAt":1}</script>',
      };
    };
    renders = 0;
    const get = (headers: Record<string, string> = {}) =>
      app.inject({ url: '/privacy-policy', headers: { accept: HTML_ACCEPT, ...headers } });
    const first = await get();
    const second = await get();
    expect(renders).toBe(1);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.body).toContain('<p>version 1</p>');
    // The data's timestamps are the send's: the client takes the checked data as fresh.
    expect(second.body).not.toContain('"dataUpdatedAt":1}');
    expect((await get({ 'if-none-match': first.headers.etag as string })).statusCode).toBe(304);
    expect(renders).toBe(1);

    version = 2;
    const changed = await get({ 'if-none-match': first.headers.etag as string });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toContain('<p>version 2</p>');
    expect(changed.headers.etag).not.toBe(first.headers.etag);
    expect(renders).toBe(2);

    const personal = await get({ cookie: 'a=b' });
    expect(personal.body).toContain('<p>version 2 for you</p>');
    expect(personal.headers['cache-control']).toBe('private, no-cache');
    expect(renders).toBe(3);
    expect((await get()).body).toContain('<p>version 2</p>');
    expect(renders).toBe(3);
  });

  it('renders a burst of signed-out misses once', async () => {
    version = 3;
    renders = 0;
    const all = await Promise.all(
      Array.from({ length: 5 }, () =>
        app.inject({ url: '/privacy-policy', headers: { accept: HTML_ACCEPT } }),
      ),
    );
    expect(all.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(renders).toBe(1);
  });

  it("answers a loader's redirect with the redirect", async () => {
    render = () => Promise.resolve({ kind: 'redirect', status: 302, location: '/login' });
    const res = await app.inject({ url: '/sign-up', headers: { accept: HTML_ACCEPT } });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/login');
  });
});

describe('withRenderedRoot', () => {
  it('puts the page in place of the shell and the data right after #root', () => {
    const out = withRenderedRoot(INDEX, '<p>page</p>', '<script id="d"></script>');
    expect(out).toContain('<div id="root"><p>page</p></div><script id="d"></script><noscript>');
    expect(out).not.toContain('preload');
  });
  it('works on an empty #root and refuses a page without one', () => {
    expect(withRenderedRoot('<div id="root"></div>', 'x', '')).toBe('<div id="root">x</div>');
    expect(withRenderedRoot('<body></body>', 'x', '')).toBeNull();
  });
});
