import { useCallback, useRef } from 'react';
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
  // The query the last update asked for, and the URL's query it started from. React Router's
  // updater starts from the query of the last render, and a navigation commits only once the
  // page's loaders have answered: two changes in a row (a player, then a kind of play) both
  // started from the old query and the second dropped the first (seen in CI at 375 px). While
  // the URL still shows what the last update started from, the next one builds on what it asked.
  const asked = useRef<{ from: string; next: URLSearchParams } | null>(null);
  const update = useCallback(
    (changes: ParamChanges, options: { replace?: boolean } = {}) => {
      const from = params.toString();
      const base = asked.current?.from === from ? asked.current.next : params;
      const next = mergeParams(base, changes);
      asked.current = { from, next };
      setParams(next, { preventScrollReset: true, replace: options.replace ?? false });
    },
    [params, setParams],
  );
  return [params, update];
}
