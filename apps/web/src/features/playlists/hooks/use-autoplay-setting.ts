import { useCallback, useState } from 'react';

export const AUTOPLAY_STORAGE_KEY = 'hoopdex:autoplay';

/** On unless the visitor turned it off; storage that cannot be read (privacy modes) means on. */
function readAutoplay(): boolean {
  try {
    return window.localStorage.getItem(AUTOPLAY_STORAGE_KEY) !== 'off';
  } catch {
    return true;
  }
}

/** The playlist 'Autoplay' switch, remembered in this browser. */
export function useAutoplaySetting(): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(readAutoplay);
  const set = useCallback((value: boolean) => {
    setOn(value);
    try {
      window.localStorage.setItem(AUTOPLAY_STORAGE_KEY, value ? 'on' : 'off');
    } catch {
      // Not remembered, still applied for this page.
    }
  }, []);
  return [on, set];
}
