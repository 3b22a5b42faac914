import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { matchSpaRoute, openRoutes, paths } from '@hoopdex/contract/spa-paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../env';
import { signIn, signUp } from '../modules/auth/test/auth-helpers';
import { buildTestApp, type TestApp } from '../test/build-test-app';

// The whole app (auth context, the auth library's sessions, the SPA) over a small web build;
// page loads come as a browser sends them: GET with an Accept that takes HTML.
const dist = mkdtempSync(path.join(os.tmpdir(), 'hoopdex-gate-'));
const HTML_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
let t: TestApp;
let cookie = '';

beforeAll(async () => {
  mkdirSync(path.join(dist, 'static/js'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(dist, 'static/js/index-abc123.js'), 'export {};');
  t = await buildTestApp({ webDist: dist });
  const signed = await signUp(t, 'gate.fan@example.com');
  expect(signed.res.statusCode).toBe(200);
  cookie = signed.cookie;
  expect(cookie).toMatch(/hoopdex\.session_token=/);
});
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

const load = (app: TestApp['app'], url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { accept: HTML_ACCEPT, ...headers } });

/** The redirect target a 302 names, read back as the sign-up page reads it. */
const redirectOf = (location: string) => new URL(location, 'http://x').searchParams.get('redirect');

describe('the document gate (spec §2 on the server, issue 34)', () => {
  it('sends a signed-out page load of a gated route to sign up, before any HTML', async () => {
    const res = await load(t.app, '/analyze');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/sign-up?redirect=%2Fanalyze');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.vary).toMatch(/cookie/i);
    expect(res.body).toBe('');
  });

  it.each([
    '/player/ann-archer/statistics?game=12',
    '/search/point%20guard?x=a&y=b%26c',
    '/value/board?league=1&season=2024&page=2',
    '/profile/alerts',
    '/',
  ])('keeps the path and query of %s in the redirect, encoded once', async (url) => {
    const res = await load(t.app, url);
    expect(res.statusCode).toBe(302);
    const location = String(res.headers.location);
    expect(location.startsWith('/sign-up?redirect=')).toBe(true);
    expect(location).toBe(paths.signUp(url));
    // Nothing of the original query leaks out as a parameter of the sign-up page itself.
    expect([...new URL(location, 'http://x').searchParams.keys()]).toEqual(['redirect']);
    expect(redirectOf(location)).toBe(url);
  });

  it('answers a signed-in page load with the page (200 HTML)', async () => {
    for (const url of ['/analyze', '/player/ann-archer/statistics?game=12', '/']) {
      const res = await load(t.app, url, { cookie });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('treats a forged or signed-out session cookie as signed out', async () => {
    const forged = 'hoopdex.session_token=not-a-session.signature';
    expect((await load(t.app, '/analyze', { cookie: forged })).statusCode).toBe(302);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie, origin: 'http://localhost:3000' },
    });
    expect(out.statusCode).toBe(200);
    expect((await load(t.app, '/analyze', { cookie })).statusCode).toBe(302);
    cookie = (await signIn(t, 'gate.fan@example.com')).cookie;
    expect((await load(t.app, '/analyze', { cookie })).statusCode).toBe(200);
  });
});

// One page load per open route of spec §2 (the first test checks none is missing).
const openUrls = [
  '/sign-up',
  '/sign-up?redirect=%2Fanalyze',
  '/login',
  '/logout',
  '/forgot-password',
  '/terms-of-use',
  '/privacy-policy',
  '/player-portal/about',
  '/player-portal/sign-up',
  '/player-portal/set-password',
  '/acct/action?mode=verifyEmail&oobCode=x',
  '/board/some-token',
];

describe('open routes', () => {
  it('the list below covers every open route of the contract', () => {
    const names = openUrls.map((u) => matchSpaRoute(u.split('?')[0]!)?.name);
    expect([...new Set(names)].sort()).toEqual([...openRoutes].sort());
  });

  it.each(openUrls)('lets a signed-out visitor open %s', async (url) => {
    const res = await load(t.app, url);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root">');
  });
});

describe('what the gate leaves alone', () => {
  it('never redirects the API, media, files or unknown pages', async () => {
    const me = await load(t.app, '/api/me');
    expect(me.statusCode).toBe(401);
    const noApi = await load(t.app, '/api/analyze');
    expect(noApi.statusCode).toBe(404);
    const media = await load(t.app, '/media/hosted/nothing.mp4');
    expect(media.statusCode).not.toBe(302);
    const file = await load(t.app, '/static/js/index-abc123.js');
    expect(file.statusCode).toBe(200);
    const missing = await load(t.app, '/no/such/page');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<div id="root">');
  });

  it('leaves requests that are not page loads alone (a fetch, a POST)', async () => {
    const json = await t.app.inject({
      method: 'GET',
      url: '/analyze',
      headers: { accept: 'application/json' },
    });
    expect(json.statusCode).toBe(200);
    const post = await t.app.inject({
      method: 'POST',
      url: '/analyze',
      headers: { accept: HTML_ACCEPT },
    });
    expect(post.statusCode).not.toBe(302);
  });
});

describe('the ungate flag on the server', () => {
  it('reads VITE_UNGATE_ALL_ROUTES as the web build does: only "true" turns it on', () => {
    expect(loadEnv({ VITE_UNGATE_ALL_ROUTES: 'true' }).VITE_UNGATE_ALL_ROUTES).toBe(true);
    for (const value of ['1', 'TRUE', 'false', 'yes', '']) {
      expect(loadEnv({ VITE_UNGATE_ALL_ROUTES: value }).VITE_UNGATE_ALL_ROUTES, value).toBe(false);
    }
    expect(loadEnv({}).VITE_UNGATE_ALL_ROUTES).toBe(false);
  });

  it('opens every gated route to a signed-out page load when on', async () => {
    const open = await buildTestApp({ webDist: dist, ungateAllRoutes: true });
    try {
      for (const url of ['/analyze', '/', '/profile/alerts', '/studio?status=draft']) {
        const res = await load(open.app, url);
        expect(res.statusCode, url).toBe(200);
        expect(res.body).toContain('<div id="root">');
      }
    } finally {
      await open.close();
    }
  });
});
