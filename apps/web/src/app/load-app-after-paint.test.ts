import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadAppAfterPaint } from './load-app-after-paint';

type PaintCallback = (list: { getEntriesByName: (name: string) => unknown[] }) => void;

/** A document as a rendered page's: the boot script names the app's entry in data-app. */
function renderedPage(): Document {
  const doc = document.implementation.createHTMLDocument('page');
  const boot = doc.createElement('script');
  boot.type = 'module';
  boot.dataset.app = '/static/js/index-abc.js';
  doc.head.append(boot);
  return doc;
}

const appScripts = (doc: Document) =>
  [...doc.querySelectorAll<HTMLScriptElement>('script:not([data-app])')].map((s) => ({
    type: s.type,
    src: s.getAttribute('src'),
  }));

/** The document's window as the browser's: frames, timers and paint timing under the test's control. */
function withView(doc: Document, view: Partial<Window> & Record<string, unknown>) {
  Object.defineProperty(doc, 'defaultView', { value: view, configurable: true });
}

afterEach(() => vi.useRealTimers());

describe('loadAppAfterPaint', () => {
  it('asks for the app only once the first contentful paint is recorded', () => {
    vi.useFakeTimers();
    const doc = renderedPage();
    let onPaint: PaintCallback | undefined;
    const disconnect = vi.fn();
    class FakeObserver {
      static supportedEntryTypes = ['paint'];
      constructor(cb: PaintCallback) {
        onPaint = cb;
      }
      observe = vi.fn();
      disconnect = disconnect;
    }
    withView(doc, {
      requestAnimationFrame: vi.fn(),
      setTimeout: globalThis.setTimeout,
      PerformanceObserver: FakeObserver,
    });

    loadAppAfterPaint(doc);
    expect(appScripts(doc)).toEqual([]);
    // The first paint without content (a background colour) is not the page yet.
    onPaint!({ getEntriesByName: () => [] });
    vi.runAllTimers();
    expect(appScripts(doc)).toEqual([]);

    onPaint!({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
    expect(appScripts(doc)).toEqual([]); // in a task of its own, after the paint's
    vi.runAllTimers();
    expect(appScripts(doc)).toEqual([{ type: 'module', src: '/static/js/index-abc.js' }]);
    expect(disconnect).toHaveBeenCalled();
  });

  it('waits two frames where the browser has no paint timing', () => {
    vi.useFakeTimers();
    const doc = renderedPage();
    const frames: FrameRequestCallback[] = [];
    withView(doc, {
      requestAnimationFrame: (cb: FrameRequestCallback) => frames.push(cb),
      setTimeout: globalThis.setTimeout,
    });

    loadAppAfterPaint(doc);
    frames.shift()!(0);
    vi.runAllTimers();
    expect(appScripts(doc)).toEqual([]);
    frames.shift()!(16);
    vi.runAllTimers();
    expect(appScripts(doc)).toEqual([{ type: 'module', src: '/static/js/index-abc.js' }]);
  });

  it('loads the app at once in a background tab, which paints nothing until shown', () => {
    const doc = renderedPage();
    Object.defineProperty(doc, 'visibilityState', { value: 'hidden' });
    withView(doc, { requestAnimationFrame: vi.fn(), setTimeout: globalThis.setTimeout });
    loadAppAfterPaint(doc);
    expect(appScripts(doc)).toEqual([{ type: 'module', src: '/static/js/index-abc.js' }]);
  });

  it('asks for the whole stylesheet (data-css) after the paint too, with the app', () => {
    const doc = renderedPage();
    doc.querySelector<HTMLScriptElement>('script[data-app]')!.dataset.css =
      '/static/media/style-x.css';
    // The page's own rules, which the server puts in the body before #root.
    const own = doc.createElement('style');
    own.id = 'page-css';
    doc.body.append(own, doc.createElement('div'));
    const frames: FrameRequestCallback[] = [];
    vi.useFakeTimers();
    withView(doc, {
      requestAnimationFrame: (cb: FrameRequestCallback) => frames.push(cb),
      setTimeout: globalThis.setTimeout,
    });
    loadAppAfterPaint(doc);
    // Before the paint, the page has only the rules it came with.
    expect(doc.querySelectorAll('link')).toHaveLength(0);
    frames.shift()!(0);
    frames.shift()!(16);
    vi.runAllTimers();
    const added = [...doc.querySelectorAll('link, script:not([data-app])')].map((el) => [
      el.tagName,
      el.getAttribute('href') ?? el.getAttribute('src'),
    ]);
    // The app's entry in the head, the stylesheet in the body (below).
    expect(added).toEqual([
      ['SCRIPT', '/static/js/index-abc.js'],
      ['LINK', '/static/media/style-x.css'],
    ]);
    const link = doc.querySelector<HTMLLinkElement>('link[data-app-css]');
    expect(link?.rel).toBe('stylesheet');
    // Right after the page's own rules: later in the cascade than their copies.
    expect(link?.previousElementSibling).toBe(own);
  });

  it('does nothing on a page without the boot script', () => {
    const doc = document.implementation.createHTMLDocument('shell');
    loadAppAfterPaint(doc);
    expect(appScripts(doc)).toEqual([]);
  });
});
