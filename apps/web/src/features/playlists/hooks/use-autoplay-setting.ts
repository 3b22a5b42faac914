import { useCallback, useState } from 'react';
import { useServerMarkup } from '../../../components/ui/use-server-markup';

export const AUTOPLAY_STORAGE_KEY = 'hoopdex:autoplay';

/** On unless the visitor turned it off; storage that cannot be read (privacy modes) means on. */
function readAutoplay(): boolean {
  try {
    return window.localStorage.getItem(AUTOPLAY_STORAGE_KEY) !== 'off';
  } catch {
    return true;
  }
}

/**
 * The playlist 'Autoplay' switch, remembered in this browser. The server has no storage: on
 * (the default) while server markup is in effect, the stored choice from the next render (0037).
 */
export function useAutoplaySetting(): [boolean, (on: boolean) => void] {
  const serverMarkup = useServerMarkup();
  const [chosen, setChosen] = useState<boolean | null>(null);
  const on = chosen ?? (serverMarkup ? true : readAutoplay());
  const set = useCallback((value: boolean) => {
    setChosen(value);
    try {
      window.localStorage.setItem(AUTOPLAY_STORAGE_KEY, value ? 'on' : 'off');
    } catch {
      // Not remembered, still applied for this page.
    }
  }, []);
  return [on, set];
}
