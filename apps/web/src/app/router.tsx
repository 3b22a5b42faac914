import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { LoadingScreen } from '../components/layout/loading-screen';
import { ShellHeader } from '../components/layout/shell-header';
import { env } from '../config/env';
import { RouteError } from '../components/layout/route-error';
import { routePatterns } from '../config/paths';
import { loadChunk } from '../lib/lazy-chunk';
import { pageErrorBoundary } from './page-error';
import { RequireAuth } from './require-auth';
import { RootLayout } from './root-layout';
import { isGated, notFoundPage, routeTable, type RouteEntry } from './route-table';

/**
 * A lazily loaded page: its chunk goes through loadChunk (120 s timeout, 'Loading chunk failed').
 * A page with a not-found view of its own gets it as its error element for a 404 (page-error.tsx).
 */
function page(
  importer: () => Promise<ComponentType>,
  notFound?: () => Promise<ComponentType>,
): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const [Component, NotFoundView] = await Promise.all([
        loadChunk(importer),
        notFound ? loadChunk(notFound) : null,
      ]);
      return {
        Component,
        ...(NotFoundView ? { ErrorBoundary: pageErrorBoundary(NotFoundView) } : {}),
      };
    },
  };
}

function routeObject(entry: RouteEntry, queryClient: QueryClient): RouteObject {
  return {
    // The home page is the index route of the gated group ('/').
    ...(entry.name === 'home' ? { index: true } : { path: routePatterns[entry.name] }),
    ...(entry.loader ? { loader: entry.loader(queryClient) } : {}),
    ...page(entry.page, entry.notFound),
  };
}

// The route table (route-table.ts) made into React Router's routes: the gated pages under
// RequireAuth, the open ones beside it, the not-found page for everything else.
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  const gated = routeTable.filter((e) => isGated(e.name)).map((e) => routeObject(e, queryClient));
  const open = routeTable.filter((e) => !isGated(e.name)).map((e) => routeObject(e, queryClient));

  return [
    {
      element: <RootLayout />,
      // Last resort if the layout itself fails; page errors are caught one level down so the
      // header and footer stay usable.
      errorElement: <RouteError />,
      // The HTML shell's header bar stays while the first page's code loads (no blank flash).
      hydrateFallbackElement: (
        <>
          <ShellHeader productName={env.productName} />
          <LoadingScreen />
        </>
      ),
      children: [
        {
          errorElement: <RouteError />,
          children: [
            { element: <RequireAuth />, children: gated },
            ...open,
            { path: '*', ...page(notFoundPage) },
          ],
        },
      ],
    },
  ];
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(createRoutes(queryClient));
}
