import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { RouteName } from '@hoopdex/contract/spa-paths';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** What the web's server entry (apps/web/src/app/entry-server.tsx, built into dist-ssr) answers. */
export type RenderResult =
  | { kind: 'html'; status: number; html: string; data: string }
  | { kind: 'redirect'; status: number; location: string };

export type RenderFunction = (
  request: Request,
  options: { fetch: typeof fetch; cookie?: string | undefined; timeoutMs?: number },
) => Promise<RenderResult>;

/**
 * The pages the server renders (decision 0037). Open pages whose content is the same for every
 * visitor but for the header: the landing every signed-out visitor arrives at, and the legal
 * pages. Every other route still gets the plain shell and renders in the browser.
 */
export const serverRenderedRoutes: ReadonlySet<RouteName> = new Set<RouteName>([
  'signUp',
  'termsOfUse',
  'privacyPolicy',
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
  const mod = (await import(pathToFileURL(entryFile).href)) as { render?: RenderFunction };
  return typeof mod.render === 'function' ? mod.render : null;
}

/**
 * The renderer's fetch: each API call of a render goes to this same server in-process
 * (`app.inject`, no socket), as from the visitor's address so rate limits count it as theirs.
 */
export function inProcessFetch(app: FastifyInstance, remoteAddress: string): typeof fetch {
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

/**
 * index.html with the rendered page in #root (in place of the static header shell) and the
 * page's data after it. The fetch preloads go: the data they ask for is in the page already.
 */
export function withRenderedRoot(indexHtml: string, html: string, data: string): string | null {
  const start = indexHtml.indexOf(ROOT_OPEN);
  if (start < 0) return null;
  const shellEnd = indexHtml.indexOf('</header></div>', start);
  const emptyEnd = indexHtml.startsWith(`${ROOT_OPEN}</div>`, start)
    ? start + ROOT_OPEN.length + '</div>'.length
    : -1;
  const end = emptyEnd >= 0 ? emptyEnd : shellEnd >= 0 ? shellEnd + '</header></div>'.length : -1;
  if (end < 0) return null;
  const page = `${ROOT_OPEN}${html}</div>${data}`;
  return `${indexHtml.slice(0, start)}${page}${indexHtml.slice(end)}`.replace(
    /<link rel="preload" as="fetch"[^>]*>/g,
    '',
  );
}

/**
 * Renders a document request of an allowlisted route into the page's HTML, or answers its
 * redirect. Null means "send the shell as before": no renderer, a route not on the list, or a
 * render that failed or ran out of time (logged, never a 500).
 */
export async function serverRender(
  app: FastifyInstance,
  render: RenderFunction,
  req: FastifyRequest,
  reply: FastifyReply,
  indexHtml: string,
): Promise<{ html: string; status: number } | { redirect: string; status: number } | null> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const request = new Request(new URL(req.url, 'http://localhost'), {
      headers: { accept: 'text/html' },
    });
    const cookie = req.headers.cookie;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('server render timed out')), RENDER_TIMEOUT_MS);
    });
    const result = await Promise.race([
      render(request, {
        fetch: inProcessFetch(app, req.ip),
        cookie,
        timeoutMs: RENDER_TIMEOUT_MS,
      }),
      timeout,
    ]);
    if (result.kind === 'redirect') return { redirect: result.location, status: result.status };
    const html = withRenderedRoot(indexHtml, result.html, result.data);
    if (html === null) throw new Error('index.html has no #root');
    return { html, status: result.status };
  } catch (err) {
    reply.log.warn({ err, url: req.url }, 'server render failed: sending the shell');
    return null;
  } finally {
    clearTimeout(timer);
  }
}
