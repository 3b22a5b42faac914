import { useDeferredValue } from 'react';

/**
 * A query's result for a section that renders a lot when its answer comes (decision 0037,
 * session 23 follow-up). TanStack Query hands answers over through useSyncExternalStore, which
 * React renders as one blocking task; through this the blocking render sees the result as it
 * was (the skeleton, cheap) and React renders the answer as a transition, in slices. The first
 * render (the server's and hydration's) takes the result as it is, so the markup matches.
 */
export function useDeferredResult<T>(result: T): T {
  return useDeferredValue(result);
}
