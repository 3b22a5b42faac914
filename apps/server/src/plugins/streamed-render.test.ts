import http from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createGunzip } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RENDER_TIMEOUT_MS, type RenderFunction } from './server-render';
import { registerStaticSpa } from './static-spa';

// Issue 34: a signed-in page's head goes out before its data, over a real socket (inject would
// only show the finished body). The renderer is a stand-in whose steps the test releases.
// The web build's rendered.html: the stylesheet is the boot script's (data-css), and each page
// carries the rules its markup uses (css-rules.json, below).
const HEAD =
  '<!doctype html><html><head>' +
  '<script type="module" src="/static/js/boot-x.js" data-app="/static/js/index-x.js" data-css="/static/media/style-x.css"></script>' +
  '<noscript><link rel="stylesheet" href="/static/media/style-x.css"></noscript></head><body>';
const RULES = {
  href: '/static/media/style-x.css',
  rules: [
    { css: 'body{margin:0}', wrap: [], needs: [] },
    { css: '.page{color:red}', wrap: [], needs: [['page']] },
    { css: '.other{color:blue}', wrap: [], needs: [['other']] },
  ],
};
const SHELL = '<header class="site-header site-header--shell">Hoopdex</header>';
const REST = '<noscript>JS</noscript></body></html>';
const RENDERED = `${HEAD}<div id="root">${SHELL}</div>${REST}`;
const INDEX = RENDERED.replace(
  '<script type="module" src="/static/js/boot-x.js" data-app="/static/js/index-x.js" data-css="/static/media/style-x.css">',
  '<link rel="stylesheet" href="/static/media/style-x.css"><script type="module" src="/static/js/index-x.js">',
);

let dist = '';
let render: RenderFunction;
/** What the server logged (a reply sent twice is only a warning). */
const logged: string[] = [];
const app = Fastify({
  logger: { level: 'warn', stream: { write: (line: string) => logged.push(line) } },
});
let base = '';

beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'hoopdex-stream-'));
  mkdirSync(path.join(dist, 'static/js'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  writeFileSync(path.join(dist, 'rendered.html'), RENDERED);
  writeFileSync(path.join(dist, 'css-rules.json'), JSON.stringify(RULES));
  await registerStaticSpa(app, dist, {
    render: (req, opts) => render(req, opts),
    signedIn: () => Promise.resolve(true),
  });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

/** A gate the test opens: the render waits on it after telling its status. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

interface Loaded {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The (decompressed) text of the first part of the body to arrive. */
  first: Promise<string>;
  body: Promise<string>;
}

/** GET as a signed-in browser: resolves once the first part of the body has arrived. */
function get(url: string, gzip = false): Promise<Loaded> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      `${base}${url}`,
      {
        headers: {
          accept: 'text/html',
          cookie: 'hoopdex_session=x',
          ...(gzip ? { 'accept-encoding': 'gzip' } : {}),
        },
      },
      (res) => {
        const text =
          gzip && res.headers['content-encoding'] === 'gzip' ? res.pipe(createGunzip()) : res;
        let received = '';
        let firstDone: (s: string) => void;
        const first = new Promise<string>((r) => (firstDone = r));
        const body = new Promise<string>((r, j) => {
          text.on('data', (chunk: Buffer) => {
            received += chunk.toString('utf8');
            firstDone(received);
          });
          text.on('end', () => r(received));
          text.on('error', j);
        });
        resolve({ status: res.statusCode ?? 0, headers: res.headers, first, body });
      },
    );
    req.on('error', reject);
  });
}

describe('a signed-in page, streamed (issue 34)', () => {
  it.each([
    ['as it is', false],
    ['gzipped', true],
  ])('sends the head before the data, then the page (%s)', async (_, gzip) => {
    const data = gate();
    render = async (_req, opts) => {
      opts.onHead?.(200);
      await data.opened;
      return {
        kind: 'html',
        status: 200,
        html: '<main class="page">page</main>',
        data: '<script id="d"></script>',
      };
    };
    const res = await get('/player/someone', gzip);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers.vary).toMatch(/Cookie/);
    if (gzip) expect(res.headers['content-encoding']).toBe('gzip');
    // The head arrived while the render still waited for its data.
    expect(await res.first).toBe(HEAD);
    data.open();
    // The page's own rules come with it, before it: the head links no stylesheet.
    expect(await res.body).toBe(
      `${HEAD}<style id="page-css">body{margin:0}.page{color:red}</style>` +
        `<div id="root"><main class="page">page</main></div><script id="d"></script>${REST}`,
    );
  });

  it("answers a page's 404 with its status in the head", async () => {
    render = async (_req, opts) => {
      opts.onHead?.(404);
      return { kind: 'html', status: 404, html: '<h1>Page not found</h1>', data: '' };
    };
    const res = await get('/player/nobody');
    expect(res.status).toBe(404);
    expect(await res.body).toContain('<h1>Page not found</h1>');
  });

  it('ends with the shell when the render fails after its head went out: the app renders it', async () => {
    render = async (_req, opts) => {
      opts.onHead?.(200);
      await new Promise((r) => setTimeout(r, 5));
      throw new Error('boom');
    };
    const res = await get('/player/someone');
    expect(res.status).toBe(200);
    // A whole document: the rendered page's head (its boot script loads the app) and the shell,
    // which links the whole stylesheet (it has no rules of its own in it).
    expect(await res.body).toBe(
      RENDERED.replace(
        '<div id="root">',
        '<link rel="stylesheet" crossorigin href="/static/media/style-x.css"><div id="root">',
      ),
    );
  });

  it('sends the shell once when the render ran out of time, and ignores its late head', async () => {
    let late!: () => void;
    const told = new Promise<void>((resolve) => (late = resolve));
    render = async (_req, opts) => {
      await new Promise((r) => setTimeout(r, RENDER_TIMEOUT_MS + 200));
      opts.onHead?.(200);
      late();
      return { kind: 'html', status: 200, html: '<main>late</main>', data: '' };
    };
    const res = await get('/player/someone');
    expect(res.status).toBe(200);
    expect(await res.body).toBe(INDEX);
    await told; // the render's late status came, and nothing was sent for it
    await new Promise((r) => setTimeout(r, 50));
    expect(logged.filter((l) => /already sent/i.test(l))).toEqual([]);
    const next = await get('/terms-of-use');
    expect(next.status).toBe(200);
  }, 10_000);

  it('sends the shell as before when the render fails before any head', async () => {
    render = () => Promise.reject(new Error('boom'));
    const res = await get('/player/someone');
    expect(res.status).toBe(200);
    expect(await res.body).toBe(INDEX);
  });

  it('sends the page whole from a renderer that tells no status (an older build)', async () => {
    render = () =>
      Promise.resolve({ kind: 'html', status: 200, html: '<main>page</main>', data: '' });
    const res = await get('/player/someone');
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(await res.body).toBe(
      `${HEAD}<style id="page-css">body{margin:0}</style><div id="root"><main>page</main></div>${REST}`,
    );
  });
});
