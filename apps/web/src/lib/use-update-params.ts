import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** Changes to the URL's query: a value sets its key; undefined or '' removes it. */
export type ParamChanges = Record<string, string | undefined>;

/** Merges changes into a copy of the query (pure: the hook's updater and its tests use it). */
export function mergeParams(prev: URLSearchParams, changes: ParamChanges): URLSearchParams {
  const next = new URLSearchParams(prev);
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined || value === '') next.delete(key);
    else next.set(key, value);
  }
  return next;
}

/**
 * The page's query parameters and an updater that merges changes into them, keeping the scroll
 * position (filters, pages and views live in the URL, so links can be shared and Back restores
 * them). `replace` swaps the history entry instead of adding one (a tab switch, not a new page).
 */
export function useUpdateParams(): [
  URLSearchParams,
  (changes: ParamChanges, options?: { replace?: boolean }) => void,
] {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (changes: ParamChanges, options: { replace?: boolean } = {}) =>
      setParams((prev) => mergeParams(prev, changes), {
        preventScrollReset: true,
        replace: options.replace ?? false,
      }),
    [setParams],
  );
  return [params, update];
}
