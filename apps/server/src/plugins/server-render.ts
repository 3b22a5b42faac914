import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { RouteName } from '@hoopdex/contract/spa-paths';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CriticalCss } from './critical-css';
import {
  answerTag,
  keptPage,
  stillCurrent,
  type CachedPage,
  type PageCache,
  type PageDependency,
} from './page-cache';

/** What the web's server entry (apps/web/src/app/entry-server.tsx, built into dist-ssr) answers. */
export type RenderResult =
  | { kind: 'html'; status: number; html: string; data: string }
  | { kind: 'redirect'; status: number; location: string };

export type RenderFunction = (
  request: Request,
  options: {
    fetch: typeof fetch;
    cookie?: string | undefined;
    timeoutMs?: number;
    /** Told the page's status once it is known, before the rest of its data (streaming). */
    onHead?: (status: number) => void;
  },
) => Promise<RenderResult>;

/**
 * The pages the server renders (decision 0037). The open ones (the landing every signed-out
 * visitor arrives at, the legal pages, a scout's board shared by link, the player portal's
 * pages, log in and a forgotten password), and the signed-in pages
 * whose loaders and components were audited for reads of the window, storage, the clock or the
 * locale during render: the home page, a player's page, the leaderboards, search results, a game,
 * a video, an article, the database (explorer) and the scouts' one, the players by league, the
 * shows and a show, a creator's page, the compare page, all video results of a search and a
 * player's videos. A gated page is only reached with a session (the document gate
 * redirects the rest), so it is rendered for that visitor and never kept. Every other route still gets the plain shell and renders in the browser.
 */
export const serverRenderedRoutes: ReadonlySet<RouteName> = new Set<RouteName>([
  'signUp',
  'termsOfUse',
  'privacyPolicy',
  'publicBoard',
  // The player portal's pages and the open account forms (issue 34 names the portal): text and
  // forms whose components read nothing of the window, storage or the clock while rendering.
  'playerPortalAbout',
  'playerPortalSignUp',
  'login',
  'forgotPassword',
  'home',
  'player',
  'analyze',
  'search',
  'game',
  'video',
  'article',
  'explorer',
  'players',
  'shows',
  'show',
  'creator',
  'playerCompare',
  'viewAllVideoResults',
  'viewAllVideosByPlayer',
  'explorerForScouts',
  // Session 27: Value's method and boards, the projections' track record, the NIL Targets and
  // a player's clips (their specs hydrate with a browser in another timezone than the server).
  'value',
  'valueBoard',
  'projectionsAccuracy',
  'targets',
  'playerPlays',
]);

/** A render that has not finished by then is dropped for the plain shell. */
export const RENDER_TIMEOUT_MS = 2000;

/** The built server entry, or null (no build yet, or a build without it: the shell is served). */
export async function loadServerRenderer(
  entryFile: string,
  log: FastifyInstance['log'],
): Promise<RenderFunction | null> {
  if (!existsSync(entryFile)) {
    log.warn(`server renderer not found at ${entryFile}: pages render in the browser only`);
    return null;
  }
  try {
    const mod = (await import(pathToFileURL(entryFile).href)) as { render?: RenderFunction };
    return typeof mod.render === 'function' ? mod.render : null;
  } catch (err) {
    // A renderer that cannot load (a build copied away from node_modules, a broken build) must
    // not keep the site down: the pages render in the browser, as without one.
    log.error(
      { err },
      `server renderer at ${entryFile} did not load: pages render in the browser only`,
    );
    return null;
  }
}

/** One API call of a render, as answered (what a kept page depends on). */
export interface RecordedCall {
  method: string;
  url: string;
  headers: Record<string, string>;
  status: number;
  etag: string | undefined;
  body: Buffer;
}

/**
 * The renderer's fetch: each API call of a render goes to this same server in-process
 * (`app.inject`, no socket), as from the visitor's address so rate limits count it as theirs.
 */
export function inProcessFetch(
  app: FastifyInstance,
  remoteAddress: string,
  record?: (call: RecordedCall) => void,
): typeof fetch {
  return async (input, init) => {
    const url =
      typeof input === 'string'
        ? input
        : input instanceof URL
          ? `${input.pathname}${input.search}`
          : input.url;
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, key) => {
      headers[key] = value;
    });
    const res = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url,
      headers,
      payload: typeof init?.body === 'string' ? init.body : undefined,
      remoteAddress,
    });
    record?.({
      method: (init?.method ?? 'GET').toUpperCase(),
      url,
      headers,
      status: res.statusCode,
      etag: typeof res.headers.etag === 'string' ? res.headers.etag : undefined,
      body: res.rawPayload,
    });
    const out = new Headers();
    for (const [key, value] of Object.entries(res.headers)) {
      if (value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [value]) out.append(key, String(v));
    }
    const empty = res.statusCode === 204 || res.statusCode === 304;
    return new Response(empty ? null : res.rawPayload, { status: res.statusCode, headers: out });
  };
}

const ROOT_OPEN = '<div id="root">';

/** index.html cut where the page goes: what comes before #root, and the rest. */
export interface TemplateParts {
  /** Everything before #root, without the fetch preloads (the page holds the data they ask for). */
  head: string;
  /**
   * #root with the page in it (in place of the static header shell), its data, and the rest;
   * with `critical`, the rules the page uses before it (the template links no stylesheet).
   */
  page(html: string, data: string): string;
  /** #root as the shell has it, and the rest: what follows the head when no page came. */
  shell: string;
}

/**
 * `critical`: the template is rendered.html with its stylesheet left to the boot script (decision
 * 0037): a page carries its own rules, and the shell (a render that failed after the head went
 * out) links the whole stylesheet from the body.
 */
export function templateParts(
  indexHtml: string,
  critical?: CriticalCss | null,
): TemplateParts | null {
  const start = indexHtml.indexOf(ROOT_OPEN);
  if (start < 0) return null;
  const shellEnd = indexHtml.indexOf('</header></div>', start);
  const emptyEnd = indexHtml.startsWith(`${ROOT_OPEN}</div>`, start)
    ? start + ROOT_OPEN.length + '</div>'.length
    : -1;
  const end = emptyEnd >= 0 ? emptyEnd : shellEnd >= 0 ? shellEnd + '</header></div>'.length : -1;
  if (end < 0) return null;
  const rest = indexHtml.slice(end);
  return {
    head: indexHtml.slice(0, start).replace(/<link rel="preload" as="fetch"[^>]*>/g, ''),
    page: (html, data) =>
      `${critical ? critical.styleFor(html) : ''}${ROOT_OPEN}${html}</div>${data}${rest}`,
    shell: `${critical ? `<link rel="stylesheet" crossorigin href="${critical.href}">` : ''}${indexHtml.slice(start)}`,
  };
}

/**
 * index.html with the rendered page in #root (in place of the static header shell) and the
 * page's data after it. The fetch preloads go: the data they ask for is in the page already.
 */
export function withRenderedRoot(
  indexHtml: string,
  html: string,
  data: string,
  critical?: CriticalCss | null,
): string | null {
  const parts = templateParts(indexHtml, critical);
  return parts && parts.head + parts.page(html, data);
}

export type Rendered =
  { html: string; status: number } | { redirect: string; status: number } | null;

/**
 * Renders a document request of an allowlisted route into the page's HTML, or answers its
 * redirect. Null means "send the shell as before": no renderer, a route not on the list, or a
 * render that failed or ran out of time (logged, never a 500). `record` hears each API call;
 * `signedOut` renders without the request's cookies (they hold no session: the public render).
 */
export async function serverRender(
  app: FastifyInstance,
  render: RenderFunction,
  req: FastifyRequest,
  reply: FastifyReply,
  indexHtml: string,
  opts: {
    record?: (call: RecordedCall) => void;
    signedOut?: boolean;
    onHead?: (status: number) => void;
    /** The page's own rules go in it (the template leaves the stylesheet to the boot script). */
    critical?: CriticalCss | null;
  } = {},
): Promise<Rendered> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const request = new Request(new URL(req.url, 'http://localhost'), {
      headers: { accept: 'text/html' },
    });
    const cookie = opts.signedOut ? undefined : req.headers.cookie;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('server render timed out')), RENDER_TIMEOUT_MS);
    });
    const result = await Promise.race([
      render(request, {
        fetch: inProcessFetch(app, req.ip, opts.record),
        cookie,
        timeoutMs: RENDER_TIMEOUT_MS,
        ...(opts.onHead ? { onHead: opts.onHead } : {}),
      }),
      timeout,
    ]);
    if (result.kind === 'redirect') return { redirect: result.location, status: result.status };
    const html = withRenderedRoot(indexHtml, result.html, result.data, opts.critical);
    if (html === null) throw new Error('index.html has no #root');
    return { html, status: result.status };
  } catch (err) {
    reply.log.warn({ err, url: req.url }, 'server render failed: sending the shell');
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A signed-out render (no session cookie): the same for every visitor, so kept per URL (decision 0037)
 * and sent with a weak ETag. A kept page is sent while every API answer it was built from is
 * unchanged (stillCurrent); otherwise, and on a miss, the page is rendered again (once for all
 * who ask meanwhile). Only 200 and 404 pages (a wrong board link: its 404 call is replayed like
 * any other) whose calls were all GETs are kept; a redirect or a failed render is not.
 */
export async function publicServerRender(
  app: FastifyInstance,
  render: RenderFunction,
  req: FastifyRequest,
  reply: FastifyReply,
  indexHtml: string,
  pages: PageCache,
  critical?: CriticalCss | null,
): Promise<{ page: CachedPage } | Rendered> {
  const url = req.url;
  const kept = pages.get(url);
  if (kept && kept.indexHtml === indexHtml) {
    const current = await stillCurrent(app, kept, req.ip).catch((err: unknown) => {
      reply.log.warn({ err, url }, 'kept page not checked: rendering it again');
      return false;
    });
    if (current) return { page: kept };
    pages.delete(url);
  }
  return pages.once(url, async (): Promise<{ page: CachedPage } | Rendered> => {
    const deps: PageDependency[] = [];
    let keepable = true;
    const rendered = await serverRender(app, render, req, reply, indexHtml, {
      signedOut: true,
      critical,
      record: (call) => {
        if (call.method !== 'GET') keepable = false;
        const { cookie: _cookie, ...headers } = call.headers;
        deps.push({
          url: call.url,
          headers,
          tag: call.etag ?? answerTag(call.status, call.body),
          etag: call.etag !== undefined,
        });
      },
    });
    const keptStatus = rendered && 'html' in rendered && [200, 404].includes(rendered.status);
    if (!rendered || !keptStatus || !keepable) {
      return rendered;
    }
    const page = keptPage(indexHtml, rendered.html, rendered.status, deps);
    pages.set(url, page);
    return { page };
  });
}
