import { StrictMode, startTransition } from 'react';
import { hydrate } from '@tanstack/react-query';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { HydratedMark } from './hydrated-mark';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import { applyTokenRule } from '../features/auth/utils/token-rule';
import { initErrorReporting } from '../lib/error-reporting';
import { createQueryClient } from '../lib/query-client';
import { yieldToMain } from '../lib/yield-to-main';
import { appStylesheetLoaded } from './app-stylesheet';
import { AppProvider } from './provider';
import { createAppRouter, createRoutes } from './router';
import { readSsrData, type SsrData } from './ssr-data';

/**
 * A server-rendered page (decision 0037): the router starts from the server's data, and the lazy
 * pages the URL matches are loaded first, so the first client render is the server's markup and
 * not the loading fallback (which would be a hydration mismatch and a flash).
 */
async function hydratedRouter(queryClient: ReturnType<typeof createQueryClient>, ssr: SsrData) {
  hydrate(queryClient, ssr.queries);
  const routes = createRoutes(queryClient);
  const lazyMatches = (matchRoutes(routes, window.location) ?? []).filter((m) => m.route.lazy);
  await Promise.all(
    lazyMatches.map(async (m) => {
      const route = m.route as RouteObject & { lazy: () => Promise<Partial<RouteObject>> };
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
  return createBrowserRouter(routes, { hydrationData: ssr.router });
}
import '../styles/global.css';

/**
 * Start-up in separate tasks: evaluating the bundle, matching the route (which starts the page's
 * requests) and React's first render each take a phone's main thread for a while; run back to
 * back they were one task of several hundred milliseconds that no tap could interrupt. The render
 * itself is a transition, so React works on it in slices and yields between them.
 */
async function start() {
  void initErrorReporting();
  // Spec §5: a ?token= or token cookie is checked (and dropped when expired) before anything renders.
  applyTokenRule();
  const root = document.getElementById('root');
  if (!root) throw new Error('Missing #root element');

  await yieldToMain();
  const queryClient = createQueryClient();
  const ssr = readSsrData(document);
  if (ssr) {
    const router = await hydratedRouter(queryClient, ssr);
    await appStylesheetLoaded(document);
    startTransition(() => {
      hydrateRoot(
        root,
        <StrictMode>
          <AppProvider queryClient={queryClient} renderedAt={ssr.renderedAt}>
            <RouterProvider router={router} />
            <HydratedMark />
          </AppProvider>
        </StrictMode>,
      );
    });
    return;
  }
  const router = createAppRouter(queryClient);

  await yieldToMain();
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <AppProvider queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppProvider>
      </StrictMode>,
    );
  });
}

void start();
