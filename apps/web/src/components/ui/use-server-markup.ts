import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * True while the server renders, and while the client hydrates what it rendered (decision 0037);
 * false from the render after hydration on, and always in a page the browser rendered alone.
 * What differs between server and browser (the time zone, a window, a query the server could not
 * answer) is shown in its server form while this is true, so hydration finds the same markup.
 */
export function useServerMarkup(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}
