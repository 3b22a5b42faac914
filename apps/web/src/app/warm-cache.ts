import type { QueryClient } from '@tanstack/react-query';
import { env } from '../config/env';
import { sessionQueryOptions, type SessionUser } from '../lib/auth';

export type Visitor = { user: SessionUser | null };

/**
 * A gated page's route loader: starts the page's requests so they run while its chunk downloads
 * (DESIGN convention 4), with the same query options the page reads, so the page finds them in
 * flight or done instead of asking again.
 *
 * Fire and forget: the loader returns null at once, so a slow or failing request never holds up
 * or breaks the navigation; the page's own query shows its skeleton, then its error and retry.
 *
 * Spec §2 gating: nothing is fetched for a signed-out visitor (RequireAuth sends them to
 * /sign-up). The session check is RequireAuth's own query, so it costs no extra request, and on
 * a first visit it now starts with the chunk instead of after it.
 */
export function warmGated(
  queryClient: QueryClient,
  warm: (visitor: Visitor) => Promise<unknown>,
  ungated: boolean = env.ungateAllRoutes,
): null {
  void (async () => {
    const user = await queryClient.ensureQueryData(sessionQueryOptions());
    if (!user && !ungated) return;
    await warm({ user });
  })().catch(() => {
    // Deliberately quiet: the page's queries own every error (state view with retry).
  });
  return null;
}

/** The search params of a loader's request (the page reads the same ones with useSearchParams). */
export const searchOf = (request: Request): URLSearchParams => new URL(request.url).searchParams;
