import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { AppProvider } from '../app/provider';
import { createRoutes } from '../app/router';
import type { SessionUser } from '../lib/auth';
import { CACHE_FRESH_MS } from '../lib/query-client';
import { sessionHandlers } from './mocks/handlers';
import { server } from './mocks/server';

export function createTestQueryClient({ staleTime = 0 }: { staleTime?: number } = {}) {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity, staleTime }, mutations: { retry: false } },
  });
}

/** Shows where the router is, so tests can assert navigation without spelling internals. */
export function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location" hidden>{`${location.pathname}${location.search}`}</div>;
}

export function currentLocation(container: ParentNode = document): string {
  return container.querySelector('[data-testid="location"]')?.textContent ?? '';
}

type Options = { route?: string; user?: SessionUser | null; queryClient?: QueryClient };

/** Renders one component inside a router and query client (user: undefined leaves handlers alone). */
export function renderWithProviders(ui: ReactNode, { route = '/', user, queryClient }: Options = {}) {
  if (user !== undefined) server.use(...sessionHandlers(user));
  const client = queryClient ?? createTestQueryClient();
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            {ui}
            <LocationProbe />
          </>
        ),
      },
    ],
    { initialEntries: [route] },
  );
  const result = render(
    <AppProvider queryClient={client}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...result, router, queryClient: client };
}

/** Renders the whole app (real route table) at `route`. */
export function renderApp(route: string, { user = null, queryClient }: Omit<Options, 'route'> = {}) {
  server.use(...sessionHandlers(user));
  // The whole app keeps the app's freshness rule (spec §4, 30 minutes), as in production: route
  // loaders warm the cache and the page reads it without asking again.
  const client = queryClient ?? createTestQueryClient({ staleTime: CACHE_FRESH_MS });
  const router = createMemoryRouter(createRoutes(client), { initialEntries: [route] });
  const result = render(
    <AppProvider queryClient={client}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...result, router, queryClient: client };
}
