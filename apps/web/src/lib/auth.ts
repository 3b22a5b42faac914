import type { Me } from '@hoopdex/contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { AUTH_REQUIRED_MESSAGE, ApiError, api, clearIdToken } from './api-client';

/** GET /api/me's answer (type only: no zod enters the bundle). */
export type SessionUser = Me;

export type SessionStatus = 'loading' | 'error' | 'signed-in' | 'signed-out';

/** Signed out is an answer (401 -> null), not an error. */
export async function getSessionUser(): Promise<SessionUser | null> {
  try {
    const { data } = await api.get<SessionUser>('/me');
    return data ?? null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** The session's key; the account feature's keys sit under it, so a sign-out drops them too. */
export const sessionKey = ['auth', 'me'] as const;

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: sessionKey,
    queryFn: getSessionUser,
    staleTime: 5 * 60 * 1000,
    refetchOnWindowFocus: true,
  });

export function useSession(): { user: SessionUser | null | undefined; status: SessionStatus; retry: () => void } {
  const query = useQuery(sessionQueryOptions());
  const status: SessionStatus =
    query.status === 'pending'
      ? 'loading'
      : query.status === 'error'
        ? 'error'
        : query.data
          ? 'signed-in'
          : 'signed-out';
  return { user: query.data, status, retry: () => void query.refetch() };
}

/** Spec §8: authenticated helpers refuse to run without a user. */
export function requireUser(user: SessionUser | null | undefined): asserts user is SessionUser {
  if (!user) throw new Error(AUTH_REQUIRED_MESSAGE);
}

/** Drop the cached session and token, e.g. after sign-in or sign-out. */
export function useResetSession() {
  const queryClient = useQueryClient();
  return useCallback(() => {
    clearIdToken();
    return queryClient.invalidateQueries({ queryKey: sessionQueryOptions().queryKey });
  }, [queryClient]);
}

/** Where the header's Profile link goes: the linked player, else the creator page, else nowhere. */
export function profilePathParts(user: SessionUser): { kind: 'player' | 'creator'; slug: string } | null {
  if (user.player?.slug) return { kind: 'player', slug: user.player.slug };
  if (user.slug) return { kind: 'creator', slug: user.slug };
  return null;
}
