import { useEffect, type RefObject } from 'react';

/** Calls `onOutside` on a click anywhere outside `ref` (while `active`). */
export function useClickOutside(ref: RefObject<HTMLElement | null>, onOutside: () => void, active: boolean) {
  useEffect(() => {
    if (!active) return;
    const listener = (event: MouseEvent) => {
      // The path as it was when the click began: the click that opened the box reaches this
      // listener too, and its target (the toggle) has left the box's DOM by then.
      if (ref.current && !event.composedPath().includes(ref.current)) onOutside();
    };
    // On click, not pointerdown: below 850 px the open box is a row of the header, so closing it
    // moves the page up; closed on pointerdown, the page moved under the pointer and the click
    // that followed missed the link it was aimed at. A touch that scrolls is no click either.
    document.addEventListener('click', listener);
    return () => document.removeEventListener('click', listener);
  }, [ref, onOutside, active]);
}
