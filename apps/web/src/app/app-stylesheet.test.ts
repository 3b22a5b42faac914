import { afterEach, describe, expect, it, vi } from 'vitest';
import { appStylesheetLoaded } from './app-stylesheet';

/** A rendered page after its boot script ran: the whole stylesheet's link, not loaded yet. */
function pageWithStylesheet(): { doc: Document; link: HTMLLinkElement } {
  const doc = document.implementation.createHTMLDocument('page');
  const link = doc.createElement('link');
  link.rel = 'stylesheet';
  link.dataset.appCss = '';
  doc.head.append(link);
  return { doc, link };
}

const settled = async (p: Promise<void>) => {
  let done = false;
  void p.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
};

afterEach(() => vi.useRealTimers());

describe('appStylesheetLoaded (the app hydrates once the whole stylesheet is in)', () => {
  it('waits for the stylesheet the boot script asked for', async () => {
    vi.useFakeTimers();
    const { doc, link } = pageWithStylesheet();
    const wait = appStylesheetLoaded(doc);
    expect(await settled(wait)).toBe(false);
    link.dispatchEvent(new Event('load'));
    expect(await settled(wait)).toBe(true);
  });

  it('goes on when it fails, or after the longest wait', async () => {
    vi.useFakeTimers();
    const failed = pageWithStylesheet();
    const onError = appStylesheetLoaded(failed.doc);
    failed.link.dispatchEvent(new Event('error'));
    expect(await settled(onError)).toBe(true);

    const slow = appStylesheetLoaded(pageWithStylesheet().doc, 3000);
    await vi.advanceTimersByTimeAsync(2999);
    expect(await settled(slow)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(slow)).toBe(true);
  });

  it('does not wait on a page without one (a shell, or a build that links it)', async () => {
    vi.useFakeTimers();
    const doc = document.implementation.createHTMLDocument('shell');
    expect(await settled(appStylesheetLoaded(doc))).toBe(true);
  });
});
