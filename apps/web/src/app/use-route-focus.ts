import { matchSpaRoute } from '@hoopdex/contract/spa-paths';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigation } from 'react-router';

/**
 * Route parameters that choose a view of the same page (a player's or creator's tab, the players
 * list's league): changing one is like a filter, not a new page, so focus stays where it is.
 */
const VIEW_PARAMS = new Set(['activeTab', 'league']);

/**
 * Which page a path shows: the contract's route name and the parameters that pick what it is
 * about (a player's slug, a video's id). The query string never counts: filters, sorting and
 * pagination live there (decision 0034).
 */
export function pageKey(pathname: string): string {
  const match = matchSpaRoute(pathname);
  if (!match) return `not-found ${pathname}`;
  const about = Object.entries(match.params)
    .filter(([name]) => !VIEW_PARAMS.has(name))
    .map(([name, value]) => `${name}=${value.toLowerCase()}`)
    .sort();
  return [match.name, ...about].join(' ');
}

/** How long a page may take to show its heading (a skeleton first) before main gets focus. */
const HEADING_WAIT_MS = 3000;

/**
 * Moves focus to the new page's h1 (made focusable with tabindex=-1) once it is shown, else to
 * main, unless the user has moved focus themselves meanwhile or the page focused something of
 * its own. Returns the clean-up.
 */
export function focusPageHeading(main: HTMLElement, focusedBefore: Element | null): () => void {
  // The new page placed focus itself (an autofocused field, as on the login form): keep it.
  if (focusedBefore && focusedBefore !== main && main.contains(focusedBefore))
    return () => undefined;
  const untouched = () =>
    document.activeElement === focusedBefore ||
    document.activeElement === document.body ||
    document.activeElement === null;
  const focus = (el: HTMLElement) => {
    if (!untouched()) return;
    if (el !== main && !el.hasAttribute('tabindex')) el.setAttribute('tabindex', '-1');
    // Scroll is ScrollRestoration's business (top on a new page, the old spot on Back).
    el.focus({ preventScroll: true });
  };
  const heading = main.querySelector<HTMLElement>('h1');
  if (heading) {
    focus(heading);
    return () => undefined;
  }
  const observer = new MutationObserver(() => {
    const shown = main.querySelector<HTMLElement>('h1');
    if (!shown) return;
    stop();
    focus(shown);
  });
  const timer = window.setTimeout(() => {
    stop();
    focus(main);
  }, HEADING_WAIT_MS);
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
  };
  observer.observe(main, { childList: true, subtree: true });
  return stop;
}

/**
 * Issue 34: after a client-side navigation to another page, a keyboard or screen-reader user
 * lands on its heading (the reader says it) instead of on the link they followed. Not on the
 * first load (the browser starts at the top of the document), not when only the query string or
 * a view parameter changes (the control they used keeps focus).
 */
export function useRouteFocus(mainId: string) {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const key = pageKey(pathname);
  const shownKey = useRef(key);
  useEffect(() => {
    if (navigation.state !== 'idle' || shownKey.current === key) return;
    shownKey.current = key;
    const main = document.getElementById(mainId);
    if (!main) return;
    return focusPageHeading(main, document.activeElement);
  }, [key, mainId, navigation.state]);
}
