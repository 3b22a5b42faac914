import { isGatedRoute, matchSpaRoute, paths } from '@hoopdex/contract/spa-paths';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export interface DocumentGateOptions {
  /** Spec §2's flag (VITE_UNGATE_ALL_ROUTES): every route open, nothing redirected. */
  ungated: boolean;
  /**
   * Whether the request comes from a signed-in user: app.ts hands in the auth module's session
   * lookup (the session cookie, through the auth library), since a plugin sits below the
   * modules (decision 0027) and must not read cookies itself.
   */
  signedIn(req: FastifyRequest): Promise<boolean>;
}

// Never pages: the API, hosted and drawn media, the built assets and the API docs.
const NOT_DOCUMENTS = /^\/(api|media|static|docs)(\/|$)/;

/** A browser's page load: a GET that takes HTML (fetch and XHR send other Accept headers). */
function isDocumentRequest(req: FastifyRequest): boolean {
  return req.method === 'GET' && (req.headers.accept ?? '').includes('text/html');
}

/**
 * Spec §2 on the server (issue 34): a signed-out page load of a gated route gets `302` to
 * `/sign-up?redirect=<path and query>` before any HTML or JavaScript goes out, instead of the
 * app loading, then redirecting in the browser, then rendering. Which routes are gated is the
 * contract's `isGatedRoute`, the web guard's own rule. Open routes, unknown paths (the SPA's
 * 404), files and everything under /api and /media pass untouched; so does every request when
 * the ungate flag is on. The session is only looked up for a gated page load with a cookie.
 */
export const documentGate = fp<DocumentGateOptions>(
  async (app: FastifyInstance, opts) => {
    if (opts.ungated) return;
    app.addHook('onRequest', async (req, reply) => {
      if (!isDocumentRequest(req)) return;
      const query = req.url.indexOf('?');
      const urlPath = query === -1 ? req.url : req.url.slice(0, query);
      if (NOT_DOCUMENTS.test(urlPath)) return;
      const route = matchSpaRoute(urlPath);
      if (!route || !isGatedRoute(route.name)) return;
      // The answer differs by session: shared caches must key on the cookie or not keep it.
      void reply.header('vary', 'cookie');
      if (await opts.signedIn(req)) return;
      // req.url is the path and query as the browser sent them (still percent-encoded), as the
      // web guard takes location.pathname + location.search; paths.signUp encodes it once more.
      return reply
        .code(302)
        .header('cache-control', 'no-store')
        .header('location', paths.signUp(req.url))
        .send();
    });
  },
  { name: 'document-gate' },
);
