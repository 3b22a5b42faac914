import { useEffect, useRef, useState } from 'react';

/**
 * The width of an element in CSS pixels, kept up to date with a ResizeObserver, so a chart draws
 * at the size it is shown (text stays readable at 375 px instead of shrinking with a viewBox).
 * `initial` is used until the first measure (and where there is no ResizeObserver, as in jsdom).
 */
export function useElementWidth<T extends HTMLElement>(initial: number) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(initial);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const next = Math.floor(element.getBoundingClientRect().width);
      // Hidden or not laid out yet (0): keep the last width rather than draw nothing.
      if (next > 0) setWidth(next);
    };
    if (typeof ResizeObserver === 'undefined') {
      measure();
      return;
    }
    // The observer reports the element once when observing starts, after the browser's own
    // layout: measuring then is free, where measuring here, as the chart mounts, forced a layout
    // of the whole page (table-region.tsx has the same note).
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}
