import { useEffect, useRef } from 'react';

/** The nearest ancestor of `el` that scrolls its own content (the page itself is not one). */
function scrollingBox(el: HTMLElement): HTMLElement | null {
  for (let box = el.parentElement; box && box !== document.body; box = box.parentElement) {
    const { overflowY } = getComputedStyle(box);
    if ((overflowY === 'auto' || overflowY === 'scroll') && box.scrollHeight > box.clientHeight)
      return box;
  }
  return null;
}

/**
 * Keeps the list's `aria-current` item in view inside the list's own scrolling box as the film
 * moves on from play to play. Only that box scrolls, never the page, so the film someone is
 * watching does not jump away; a list that does not scroll by itself is left alone.
 */
export function useKeepInView<T extends HTMLElement>(current: unknown) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const item = ref.current?.querySelector<HTMLElement>('[aria-current="true"]');
    const box = item ? scrollingBox(item) : null;
    if (!item || !box) return;
    const top = item.getBoundingClientRect().top - box.getBoundingClientRect().top + box.scrollTop;
    const bottom = top + item.offsetHeight;
    if (top < box.scrollTop) box.scrollTop = top;
    else if (bottom > box.scrollTop + box.clientHeight) box.scrollTop = bottom - box.clientHeight;
  }, [current]);
  return ref;
}
