import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app';

// Decision 0037 over the whole app: the web's real server entry, built with the web's own vite
// config (`vite build --ssr`), and a web build's index.html (the header shell in #root and the
// session preload), fetched as a browser or a crawler does, without a browser.
const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const SHELL =
  '<header class="site-header site-header--shell"><div class="site-header__bar">' +
  '<span class="site-header__brand">Hoopdex</span></div></header>';
export const SSR_INDEX =
  '<!doctype html><html><head><link rel="preload" as="fetch" href="/api/me" crossorigin>' +
  `</head><body><div id="root">${SHELL}</div><noscript>JS</noscript>` +
  '<script type="module" src="/static/js/index-abc123.js"></script></body></html>';
/**
 * The web build's rendered.html: a rendered page's template, whose boot script loads the entry
 * and the stylesheet after the first paint; the page carries its own rules (SSR_CSS_RULES).
 */
export const SSR_RENDERED_INDEX = SSR_INDEX.replace(
  '</head>',
  '<noscript><link rel="stylesheet" crossorigin href="/static/media/style-abc123.css"></noscript></head>',
).replace(
  '<script type="module" src="/static/js/index-abc123.js">',
  '<script type="module" src="/static/js/boot-abc123.js" data-app="/static/js/index-abc123.js" data-css="/static/media/style-abc123.css">',
);
/** The build's css-rules.json: a rule of the landing's, a rule of no page's, one of every page's. */
export const SSR_CSS_RULES = {
  href: '/static/media/style-abc123.css',
  rules: [
    { css: 'body{margin:0}', wrap: [], needs: [] },
    { css: '.discover-hero__title{color:#fff}', wrap: [], needs: [['discover-hero__title']] },
    { css: '.no-page-has-this{color:red}', wrap: [], needs: [['no-page-has-this']] },
  ],
};
/** One chunk per route for the pages the tests load: a shell carries it, a rendered page not. */
export const ROUTE_PRELOADS = [
  { pattern: '/sign-up', files: ['/static/js/sign-up-abc123.js'] },
  { pattern: '/player-portal/set-password', files: ['/static/js/set-password-abc123.js'] },
];
export const HTML_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

export interface SsrTestApp {
  t: TestApp;
  /** A web build's folder holding SSR_INDEX (for a second app on the same build). */
  dist: string;
  close(): Promise<void>;
}

/** The real app with the web's server entry built into a temporary folder (~20 s of vite). */
export async function buildSsrTestApp(): Promise<SsrTestApp> {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'hoopdex-ssr-web-'));
  const ssrDir = mkdtempSync(path.join(os.tmpdir(), 'hoopdex-ssr-entry-'));
  execFileSync(
    process.execPath,
    [
      path.join(repoRoot, 'node_modules/vite/bin/vite.js'),
      'build',
      '--ssr',
      'src/app/entry-server.tsx',
      '--outDir',
      ssrDir,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    { cwd: path.join(repoRoot, 'apps/web'), stdio: 'pipe' },
  );
  mkdirSync(path.join(dist, 'static/js'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), SSR_INDEX);
  writeFileSync(path.join(dist, 'rendered.html'), SSR_RENDERED_INDEX);
  writeFileSync(path.join(dist, 'css-rules.json'), JSON.stringify(SSR_CSS_RULES));
  writeFileSync(path.join(dist, 'static/js/index-abc123.js'), 'export {};');
  // The route preloads a web build writes (apps/web/vite-plugins/route-preloads.ts).
  writeFileSync(path.join(dist, 'route-preloads.json'), JSON.stringify(ROUTE_PRELOADS));
  const t = await buildTestApp({ webDist: dist, ssrEntry: path.join(ssrDir, 'entry-server.js') });
  return {
    t,
    dist,
    close: async () => {
      await t.close();
      rmSync(dist, { recursive: true, force: true });
      rmSync(ssrDir, { recursive: true, force: true });
    },
  };
}

/** A document GET, as a browser's page load sends it. */
export const loadPage = (t: TestApp, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { accept: HTML_ACCEPT, ...headers } });

/** The page's text, as a crawler without JavaScript reads it. */
export const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

export interface SsrPageData {
  queries: {
    queries: Array<{ queryKey: unknown[]; state: { status: string; data?: unknown } }>;
  };
  router: { loaderData: Record<string, unknown>; errors?: Record<string, unknown> };
  renderedAt?: number;
}

/** The data the server hands the client (one JSON script after #root). */
export const ssrData = (html: string): SsrPageData => {
  const m = /<script type="application\/json" id="ssr-data">([\s\S]*?)<\/script>/.exec(html);
  expect(m, 'the page carries its data').not.toBeNull();
  return JSON.parse(m![1]!) as SsrPageData;
};
