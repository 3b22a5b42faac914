/**
 * The script of a server-rendered page (decision 0037): it loads the app (the entry chunk, named in
 * its `data-app`) once the page has been painted, and the site's whole stylesheet (`data-css`)
 * just before it. The page is readable from its HTML alone, which carries the rules its markup
 * uses; asked for with it, the app's ~110 kB and the stylesheet shared a phone's line with the
 * document and held the first paint back (Lighthouse's simulated slow 4G counts every request
 * started before the first paint). The shell of a page not rendered on the server shows nothing
 * until the app runs: it loads the entry at once, as index.html says, and never this script.
 */
export function loadAppAfterPaint(doc: Document = document): void {
  const boot = doc.querySelector<HTMLScriptElement>('script[data-app]');
  const src = boot?.dataset.app;
  if (!src) return;
  const css = boot.dataset.css;
  afterFirstPaint(doc, () => {
    if (css) {
      const link = doc.createElement('link');
      link.rel = 'stylesheet';
      link.crossOrigin = '';
      link.href = css;
      link.dataset.appCss = ''; // what the app waits for before it hydrates (app-stylesheet.ts)
      // After the page's own copy of some of its rules (the server's `<style id="page-css">`,
      // in the body): later in the cascade, the stylesheet's rules win over those copies as
      // they win over each other, so a rule the page did not carry (an open panel's) is not
      // beaten by an earlier rule's copy of equal weight.
      const own = doc.getElementById('page-css');
      if (own) own.after(link);
      else doc.head.append(link);
    }
    const script = doc.createElement('script');
    script.type = 'module';
    script.src = src;
    doc.head.append(script);
  });
}

/**
 * Runs `task` once the browser has painted the page's first content: the paint timing entry
 * 'first-contentful-paint' is recorded then (buffered, so one already recorded counts). A frame's
 * callback was not late enough: the task it queued could run before the frame was shown, and the
 * app's request then counted among the first paint's. Without paint timing, two frames' callbacks
 * (the first frame has been committed by the second). A page in a background tab paints nothing
 * until it is shown, so there the task runs at once (nothing is waiting to be seen).
 */
function afterFirstPaint(doc: Document, task: () => void): void {
  const view = doc.defaultView;
  if (doc.visibilityState === 'hidden' || !view?.requestAnimationFrame) {
    task();
    return;
  }
  if (view.PerformanceObserver?.supportedEntryTypes?.includes('paint')) {
    const observer = new view.PerformanceObserver((list) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      view.setTimeout(task, 0);
    });
    observer.observe({ type: 'paint', buffered: true });
    return;
  }
  view.requestAnimationFrame(() => view.requestAnimationFrame(() => view.setTimeout(task, 0)));
}
