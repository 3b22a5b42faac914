import { AsyncLocalStorage } from 'node:async_hooks';
import { StrictMode } from 'react';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { installSanitizer } from '../features/content/utils/render-markdown';
import { sanitizeOnServer } from '../features/content/utils/sanitize-on-server';
import { installFetch } from '../lib/api-client';
import { sessionQueryOptions } from '../lib/auth';
import { createQueryClient } from '../lib/query-client';
import { AppProvider } from './provider';
import { renderHtml } from './render-html';
import { createRoutes } from './router';
import { SSR_DATA_ID, type SsrData } from './ssr-data';

/**
 * The server renderer (decision 0037), built by `vite build --ssr` into apps/web/dist-ssr and
 * called by the server's static-spa plugin for the routes it renders. One module serves every
 * visitor at once, so the API calls of a render find their fetch (the visitor's cookie, the same
 * server in-process) through AsyncLocalStorage rather than through anything module-wide.
 */
const requestFetch = new AsyncLocalStorage<typeof fetch>();
installFetch((input, init) => {
  const current = requestFetch.getStore();
  if (!current) return Promise.reject(new Error('API call outside a server render'));
  return current(input, init);
});
// Article bodies: DOMPurify has no DOM here (decision 0037).
installSanitizer(sanitizeOnServer);

export interface RenderOptions {
  /** Answers the app's API calls (relative URLs such as /api/players/trending). */
  fetch: typeof fetch;
  /** The document request's Cookie header, sent with every API call of the render. */
  cookie?: string | undefined;
  /** Give up after this long (the server then sends the plain shell). */
  timeoutMs?: number;
  /**
   * Told the page's status as soon as it is known (the loaders have run: the page's own read has
   * answered), before the render waits for the rest of its data: the server sends the document's
   * head then, so the browser fetches the stylesheet meanwhile (streaming, issue 34).
   */
  onHead?: (status: number) => void;
}

export type RenderResult =
  | { kind: 'html'; status: number; html: string; data: string }
  | { kind: 'redirect'; status: number; location: string };

/** JSON safe inside a <script> element: no `</script>`, no `<!--`, no line separators. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * A page whose own thing does not exist: its loader threw a 404 on the server (warm-cache.ts
 * `orNotFound`), so the page answers 404 with its not-found view (the route's error element).
 * The error goes to the browser as plain data (React Router's own check is by shape), so it
 * starts on the same error element, with nothing to ask for (decision 0037).
 */
function notFoundErrors(errors: StaticHandlerContext['errors']) {
  if (!errors) return null;
  const entries = Object.entries(errors);
  if (!entries.every(([, e]) => isRouteErrorResponse(e) && e.status === 404)) return null;
  return Object.fromEntries(
    entries.map(([id]) => [
      id,
      { status: 404, statusText: 'Not Found', internal: false, data: null },
    ]),
  );
}

const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Loaders start their queries and return at once (DESIGN convention 4); some import the query's
 * module first. Wait until nothing has been fetching for two turns of the event loop in a row.
 */
async function queriesSettled(queryClient: QueryClient, deadline: number): Promise<void> {
  let quiet = 0;
  while (quiet < 2) {
    if (Date.now() > deadline) throw new Error('server render: data timed out');
    await tick();
    if (queryClient.isFetching() === 0) quiet += 1;
    else {
      quiet = 0;
      await new Promise<void>((resolve) => {
        const stop = queryClient.getQueryCache().subscribe(() => {
          if (queryClient.isFetching() === 0) {
            stop();
            resolve();
          }
        });
        setTimeout(
          () => {
            stop();
            resolve();
          },
          Math.max(0, deadline - Date.now()),
        );
      });
    }
  }
}

/**
 * Renders one document request: runs the matched routes' loaders, waits for the queries they
 * started (and the session), renders the page to HTML and hands the query cache and the router's
 * hydration data to the client (SsrData, one JSON script). A loader's redirect comes back as one.
 */
export async function render(request: Request, options: RenderOptions): Promise<RenderResult> {
  const started = Date.now();
  const deadline = started + (options.timeoutMs ?? 3000);
  const withCookie: typeof fetch = (input, init) => {
    const headers = new Headers(init?.headers);
    if (options.cookie) headers.set('cookie', options.cookie);
    return options.fetch(input, { ...init, headers });
  };
  return requestFetch.run(withCookie, async () => {
    const queryClient = createQueryClient();
    // No retries on the server: a failed call shows its error state and the client tries again.
    queryClient.setDefaultOptions({
      ...queryClient.getDefaultOptions(),
      queries: { ...queryClient.getDefaultOptions().queries, retry: false },
    });
    const routes = createRoutes(queryClient);
    const { query, dataRoutes } = createStaticHandler(routes);
    // The header says who is signed in: the session is part of every page.
    void queryClient.prefetchQuery(sessionQueryOptions());
    const context = await query(request);
    if (context instanceof Response) {
      const location = context.headers.get('location');
      if (location && context.status >= 300 && context.status < 400) {
        return { kind: 'redirect', status: context.status, location };
      }
      throw new Error(`server render: loader answered ${context.status}`);
    }
    const notFound = notFoundErrors(context.errors);
    if (context.errors && !notFound) throw new Error('server render: a route failed');
    options.onHead?.(context.statusCode);
    await queriesSettled(queryClient, deadline);
    // A failed query is not handed over (dehydrate keeps successes), so the browser starts it
    // pending and asks again: the server renders it pending too (its skeleton), not as its error
    // or not-found state, which hydration would find different (decision 0037).
    queryClient.removeQueries({ predicate: (q) => q.state.status === 'error' });

    const router = createStaticRouter(dataRoutes, context);
    const html = await renderHtml(
      <StrictMode>
        <AppProvider queryClient={queryClient} renderedAt={started}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProvider>
      </StrictMode>,
      Math.max(1, deadline - Date.now()),
    );
    const data: SsrData = {
      queries: dehydrate(queryClient),
      router: {
        loaderData: context.loaderData,
        actionData: context.actionData,
        ...(notFound ? { errors: notFound } : {}),
      },
      renderedAt: started,
    };
    queryClient.clear();
    return {
      kind: 'html',
      status: context.statusCode,
      html,
      data: `<script type="application/json" id="${SSR_DATA_ID}">${scriptJson(data)}</script>`,
    };
  });
}
