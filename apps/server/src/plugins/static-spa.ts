import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { isGatedRoute, matchSpaRoute } from '@hoopdex/contract/spa-paths';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { loadCriticalCss } from './critical-css';
import { sendHtml } from './html-encoding';
import { routeHtml } from './route-preloads';
import { matchesEtag } from './route-cache';
import { createPageCache, pageHtml } from './page-cache';
import { publicServerRender, serverRenderedRoutes, type RenderFunction } from './server-render';
import { withShareMeta, type ShareMeta } from './share-meta-html';
import { streamedServerRender } from './streamed-render';

export interface SpaOptions {
  /** A shared page's preview (title, description, picture) for its URL path, or null. */
  shareMeta?: (urlPath: string, query: URLSearchParams) => Promise<ShareMeta | null>;
  /** Where the site is reached (PUBLIC_URL): link previews need absolute URLs. */
  publicUrl?: string;
  /** The web's server renderer (decision 0037): the allowlisted pages go out rendered. */
  render?: RenderFunction | null;
  /**
   * Whether the request comes with a session (app.ts: the auth module's lookup; a plugin does
   * not read cookies itself, 0027). Without it, every request with a cookie counts as signed in.
   */
  signedIn?: (req: FastifyRequest) => Promise<boolean>;
  /** Spec §2's flag (VITE_UNGATE_ALL_ROUTES): gated routes are open, rendered for anyone. */
  ungated?: boolean;
}

/**
 * Serves the built SPA. Hashed assets are cached for a year and go out brotli/gzip-compressed (the
 * build writes the compressed copies); every other GET that is not an API, docs or media path gets
 * index.html so client-side routes work on reload (history fallback). A path that no route of the
 * spec opens (the contract's spa-paths, the web router's own table) gets the same page with 404:
 * the SPA shows its not-found page, and crawlers and link checkers are told the truth.
 */
export async function registerStaticSpa(
  app: FastifyInstance,
  webDist: string,
  opts: SpaOptions = {},
) {
  const indexFile = path.join(webDist, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn(`web build not found at ${webDist}: run \`npm run build\` to serve the site`);
    return;
  }
  const indexHtml = readFileSync(indexFile);
  const htmlFor = routeHtml(webDist, indexHtml);
  // A rendered page's template: its script loads the app after the first paint (the web build's
  // rendered.html, decision 0037), and the stylesheet too when the build wrote its rule table:
  // the page then carries the rules its markup uses. A build without the template renders into
  // index.html, as before; a template that leaves the stylesheet to the script is used only
  // with its table (without it the page would have no style before the script ran).
  const renderedFile = path.join(webDist, 'rendered.html');
  const critical = loadCriticalCss(path.join(webDist, 'css-rules.json'));
  const rendered = existsSync(renderedFile) ? readFileSync(renderedFile) : null;
  const scriptsCss = rendered?.includes(' data-css=') ?? false;
  const renderedHtml = rendered && (critical || !scriptsCss) ? rendered : indexHtml;
  const pageCss = renderedHtml === rendered && scriptsCss ? critical : null;
  // Signed-out renders, the same for every visitor: kept per URL while their data holds (0037).
  const pages = createPageCache();
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    // The web build writes .br/.gz next to its text assets; they go out when the browser accepts them.
    preCompressed: true,
    setHeaders: (res, filePath) => {
      // Vite writes content-hashed files under static/ (spec: chunks load from /static/js/).
      const hashed = path.relative(webDist, filePath).startsWith(`static${path.sep}`);
      res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const sendIndex = async (
    req: FastifyRequest,
    reply: FastifyReply,
    urlPath: string,
    query = '',
  ) => {
    const route = matchSpaRoute(urlPath);
    if (!route) {
      return sendHtml(reply.status(404).header('cache-control', 'no-cache'), htmlFor(urlPath));
    }
    const meta = await opts
      .shareMeta?.(urlPath, new URLSearchParams(query))
      .catch((err: unknown) => {
        reply.log.warn({ err }, 'share meta lookup failed'); // the page still loads without a preview
        return null;
      });
    const withMeta = (page: Buffer): Buffer | string =>
      meta && opts.publicUrl
        ? withShareMeta(
            page.toString('utf8'),
            meta,
            `${opts.publicUrl}${urlPath}${meta.search ?? ''}`,
            opts.publicUrl,
          )
        : page;
    // The shell gets the route's chunk preloads: its page renders only once they have run.
    const html = withMeta(htmlFor(urlPath));
    // No session: the page is everyone's, kept and validated by its ETag. That includes a
    // request whose cookies hold none (a consent or analytics cookie, an ended session): its
    // render would be the signed-out one. With a session the page (its header at least) is
    // the visitor's own, rendered for them and never shared.
    const rendering = Boolean(opts.render) && serverRenderedRoutes.has(route.name);
    const personal =
      rendering &&
      req.headers.cookie !== undefined &&
      (opts.signedIn ? await opts.signedIn(req) : true);
    // A gated page without a session is only reached by a request that is not a page load (the
    // document gate redirects those): it gets the shell, whose script sends it to sign up.
    const renderable = personal || opts.ungated === true || !isGatedRoute(route.name);
    if (opts.render && rendering && renderable) {
      // A rendered page is on screen before any script runs: the route's chunks are for its
      // hydration, which loads them itself (main.tsx). Preloaded, they shared a phone's line with
      // the document before the first paint (Lighthouse, simulated slow 4G, three runs each: the
      // player page's first paint 2.4-2.8 s with them, 1.8 s without; decision 0037). For the
      // same reason its template asks for the app itself only once the page is painted.
      const template = withMeta(renderedHtml).toString();
      const answer = personal
        ? await streamedServerRender(app, opts.render, req, reply, template, pageCss)
        : await publicServerRender(app, opts.render, req, reply, template, pages, pageCss);
      if (answer === 'sent') return reply;
      if (answer && 'page' in answer) {
        const { page } = answer;
        // Shared caches may keep it but must ask again each time (If-None-Match: a 304 is cheap);
        // Vary: Cookie keeps it from anyone who comes with a cookie.
        void reply
          .header('cache-control', 'public, no-cache')
          .header('vary', 'Cookie')
          .header('etag', page.etag);
        if (matchesEtag(req.headers['if-none-match'], page.etag)) return reply.code(304).send();
        return sendHtml(reply.status(page.status), pageHtml(page));
      }
      if (answer && 'redirect' in answer) {
        return reply.header('cache-control', 'no-store').redirect(answer.redirect, answer.status);
      }
      if (answer) {
        // The header in it is the visitor's (signed in or not): never one shared copy.
        return sendHtml(
          reply
            .status(answer.status)
            .header('cache-control', 'private, no-cache')
            .header('vary', 'Cookie'),
          answer.html,
        );
      }
    }
    return sendHtml(reply.header('cache-control', 'no-cache'), html);
  };
  app.get('/', (req, reply) => sendIndex(req, reply, '/'));
  app.get('/*', (req, reply) => {
    const [urlPath = '/', query = ''] = req.url.split('?');
    if (/^\/(api|media)(\/|$)/.test(urlPath)) {
      return reply.status(404).send({ errors: [{ msg: `No route GET ${urlPath}`, param: '' }] });
    }
    const file = path.join(webDist, path.normalize(urlPath));
    if (file.startsWith(webDist) && path.extname(urlPath) && existsSync(file)) {
      return reply.sendFile(path.relative(webDist, file));
    }
    if (path.extname(urlPath) && !urlPath.endsWith('.html')) {
      // A missing asset must not become an HTML page (the browser would run it as JS).
      return reply.status(404).type('text/plain').send('Not found');
    }
    return sendIndex(req, reply, urlPath, query);
  });
}
