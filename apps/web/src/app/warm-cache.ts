import type { QueryClient } from '@tanstack/react-query';
import { env } from '../config/env';
import { ApiError } from '../lib/api-client';
import { sessionQueryOptions, type SessionUser } from '../lib/auth';

export type Visitor = { user: SessionUser | null };

/**
 * A gated page's route loader: starts the page's requests so they run while its chunk downloads
 * (DESIGN convention 4), with the same query options the page reads, so the page finds them in
 * flight or done instead of asking again.
 *
 * Fire and forget: in the browser the loader returns null at once, so a slow or failing request
 * never holds up or breaks the navigation; the page's own query shows its skeleton, then its
 * error (or not-found) and retry. On the server, see `started`.
 *
 * Spec §2 gating: nothing is fetched for a signed-out visitor (RequireAuth sends them to
 * /sign-up). The session check is RequireAuth's own query, so it costs no extra request, and on
 * a first visit it now starts with the chunk instead of after it.
 */
export function warmGated(
  queryClient: QueryClient,
  warm: (visitor: Visitor) => Promise<unknown>,
  ungated: boolean = env.ungateAllRoutes,
): null | Promise<null> {
  return started(
    (async () => {
      const user = await queryClient.ensureQueryData(sessionQueryOptions());
      if (!user && !ungated) return;
      await warm({ user });
    })(),
  );
}

/** An open page's route loader (no session needed): as warmGated, for everyone. */
export const warmOpen = (warm: () => Promise<unknown>): null | Promise<null> => started(warm());

/**
 * In the browser: null at once, the warming left to run (its errors are the page's queries' own).
 * In the server render (decision 0037) the warming is awaited and a page not found (`orNotFound`)
 * is thrown, so the route answers 404 with its not-found view (the route's error element) and
 * hands the router's error to the browser, which shows the same view without asking again. Any
 * other failure is dropped as in the browser: that query renders pending.
 */
function started(warming: Promise<unknown>): null | Promise<null> {
  if (import.meta.env.SSR) {
    return warming.then(
      () => null,
      (error: unknown) => {
        if (isPageNotFound(error)) throw error;
        return null;
      },
    );
  }
  void warming.catch(() => {
    // Deliberately quiet: the page's queries own every error (state view with retry).
  });
  return null;
}

/** The route's answer for a page whose own thing (a player, a video, a board) does not exist. */
export const pageNotFound = (): Response =>
  new Response(null, { status: 404, statusText: 'Not Found' });

const isPageNotFound = (error: unknown): error is Response =>
  error instanceof Response && error.status === 404;

/**
 * The page's own read (`queryClient.fetchQuery(…)`, which throws where prefetchQuery would not):
 * its 404 becomes the page's (`pageNotFound`). Only the page's main thing: a missing second
 * player on the compare page or a missing selected player on the database is not the page's 404.
 */
export function orNotFound<T>(read: Promise<T>): Promise<T> {
  return read.catch((error: unknown) => {
    throw error instanceof ApiError && error.status === 404 ? pageNotFound() : error;
  });
}

/** The search params of a loader's request (the page reads the same ones with useSearchParams). */
export const searchOf = (request: Request): URLSearchParams => new URL(request.url).searchParams;
