import { useEffect, useId, useRef, type ReactNode } from 'react';
import './data-table.css';

type TableRegionProps = {
  /** The table's caption: it also names the scroll region (aria-labelledby), so both say the same. */
  caption: ReactNode;
  /** Keep the caption for screen readers only (the page heading already says it on screen). */
  hideCaption?: boolean;
  /** Class of the <table>. */
  className?: string;
  /** Extra class of the scroll region (a height cap, for example). */
  regionClassName?: string;
  busy?: boolean;
  children: ReactNode;
};

/**
 * A stat table that works on any screen (W3C APG table pattern, DESIGN convention 18): the table
 * scrolls sideways inside its own labelled, focusable region (keyboard users scroll it with the
 * arrow keys), the first column sticks, and a shadow on the sticky column and a fade at the far
 * edge show that there is more to see, so no number reads as whole while half of it is out of view.
 * `children` are the table's head and body.
 */
export function TableRegion({
  caption,
  hideCaption,
  className,
  regionClassName,
  busy,
  children,
}: TableRegionProps) {
  const captionId = useId();
  const frame = useRef<HTMLDivElement>(null);
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = region.current;
    const outer = frame.current;
    if (!box || !outer) return;
    // Written to the DOM, not to state: scrolling must not re-render the table.
    const update = () => {
      const max = box.scrollWidth - box.clientWidth;
      outer.toggleAttribute('data-scrolled', box.scrollLeft > 1);
      outer.toggleAttribute('data-more', box.scrollLeft < max - 1);
    };
    box.addEventListener('scroll', update, { passive: true });
    // The observer reports each box once when observing starts, after the browser's own layout:
    // reading the sizes then costs nothing, where reading them here, as the table mounts, forced
    // a layout of the whole page (a player page mounts several tables as its data arrives; the
    // forced layouts were its largest script cost after hydration, under a phone's CPU).
    if (typeof ResizeObserver === 'undefined') {
      update();
      return () => box.removeEventListener('scroll', update);
    }
    const observer = new ResizeObserver(update);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => {
      box.removeEventListener('scroll', update);
      observer.disconnect();
    };
  }, []);
  return (
    <div className="data-table-frame" ref={frame}>
      <div
        ref={region}
        className={regionClassName ? `data-table-wrap ${regionClassName}` : 'data-table-wrap'}
        tabIndex={0}
        role="region"
        aria-labelledby={captionId}
        aria-busy={busy}
      >
        <table className={className ? `data-table ${className}` : 'data-table'}>
          <caption id={captionId} className={hideCaption ? 'visually-hidden' : undefined}>
            {caption}
          </caption>
          {children}
        </table>
      </div>
    </div>
  );
}
