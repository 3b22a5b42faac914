/**
 * Resolves once a server-rendered page's whole stylesheet has loaded (or failed, or `waitMs` has
 * passed). The page came with the rules of its own markup only; its boot script asks for the
 * stylesheet with the app (load-app-after-paint.ts marks the link `data-app-css`). The app waits
 * for it before hydrating: what it renders next (a menu, a section below the fold, the next
 * page) needs rules the first paint did not. The stylesheet is a tenth of the app's size and
 * left first, so the wait is usually over before it starts. Not imported by the boot script
 * (its chunk must not pull the app's).
 */
export function appStylesheetLoaded(doc: Document, waitMs = 3000): Promise<void> {
  const link = doc.querySelector<HTMLLinkElement>('link[data-app-css]');
  if (!link || link.sheet) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(done, waitMs);
    link.addEventListener('load', done, { once: true });
    link.addEventListener('error', done, { once: true });
  });
}
