import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerStaticSpa } from './static-spa';

// A build as the web's vite config writes it: hashed files under static/, with .br/.gz copies
// of the larger ones (small files have none).
const dist = mkdtempSync(path.join(os.tmpdir(), 'hoopdex-spa-'));
const script = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `row ${i}`))};`;
const app = Fastify();

beforeAll(async () => {
  mkdirSync(path.join(dist, 'static/js'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(dist, 'static/js/index-abc123.js'), script);
  writeFileSync(path.join(dist, 'static/js/index-abc123.js.br'), brotliCompressSync(script));
  writeFileSync(path.join(dist, 'static/js/index-abc123.js.gz'), gzipSync(script));
  writeFileSync(path.join(dist, 'static/js/tiny-def456.js'), 'export {};');
  await registerStaticSpa(app, dist);
  await app.ready();
});
afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  app.inject({ url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('static SPA', () => {
  it('sends the brotli copy of a hashed asset to a browser that accepts it, cached for a year', async () => {
    const res = await get('/static/js/index-abc123.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
    expect(res.rawPayload.length).toBeLessThan(script.length / 2);
  });

  it('falls back to gzip, then to the plain file', async () => {
    const gz = await get('/static/js/index-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await get('/static/js/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
  });

  it('sends a file without compressed copies as it is', async () => {
    const res = await get('/static/js/tiny-def456.js', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe('export {};');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('still answers client-side routes with index.html, never cached', async () => {
    const res = await get('/player/some-slug', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<div id="root">');
  });

  it.each([
    '/',
    '/players/nba',
    '/player/ann-archer/gear',
    '/profile/alerts',
    '/board/abc',
    '/login',
  ])('answers %s, a route of the spec, 200', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root">');
  });

  // Issue 21: an unknown page path was a soft 404 (200 with the not-found page), which crawlers
  // and link checkers believe.
  it.each([
    '/no-such-page',
    '/players/nba/extra',
    '/video',
    '/player',
    '/terms-of-use/x',
    '/a/b/c.html',
  ])(
    'answers %s, which no route opens, 404 with the SPA page (its not-found view)',
    async (url) => {
      const res = await get(`${url}?q=1`, 'br, gzip');
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    },
  );

  it('answers a missing asset 404 instead of the page', async () => {
    const res = await get('/static/js/gone-000000.js', 'br');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).not.toMatch(/html/);
  });
});
