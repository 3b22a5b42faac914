import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** Spec §4/§9: a list the user has seen is fresh for 30 minutes; keep it that long unobserved too. */
export const CACHE_FRESH_MS = 30 * 60 * 1000;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: CACHE_FRESH_MS,
        gcTime: CACHE_FRESH_MS,
        refetchOnWindowFocus: false,
        // A 4xx will not get better by asking again; network blips and 5xx get two more tries.
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2,
      },
    },
  });
}
