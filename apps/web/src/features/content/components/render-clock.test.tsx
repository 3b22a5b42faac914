import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PostCard } from './post-card';
import { makeContentItem } from '../../../testing/fixtures';
import { Footer } from '../../../components/layout/footer';
import { RenderedAtProvider } from '../../../components/ui/use-render-now';

// Decision 0037: what a page shows relative to the clock is rendered against the server's render
// time on both sides, so an hour (or a year) that turns between the render and the hydration
// does not make the browser's first render differ from the server's markup.
const HOUR = 3_600_000;
const published = Date.parse('2025-12-31T20:30:00Z');
const renderedAt = Date.parse('2025-12-31T23:59:30Z'); // 3 hours after, in 2025 (UTC)

const page = (at: number | null) => (
  <RenderedAtProvider value={at}>
    <MemoryRouter>
      <PostCard item={makeContentItem({ publishedat: new Date(published).toISOString() })} />
      <Footer />
    </MemoryRouter>
  </RenderedAtProvider>
);

afterEach(() => vi.useRealTimers());

describe('the render clock', () => {
  it('hydrates relative times and the year against the server render, then shows the browser clock', async () => {
    vi.useFakeTimers({ now: renderedAt, toFake: ['Date'] });
    const html = renderToString(page(renderedAt));
    expect(html).toContain('3 hours ago');
    expect(html).toContain('2025');

    // The browser hydrates an hour later, in the new year.
    vi.setSystemTime(renderedAt + HOUR);
    const container = document.createElement('div');
    container.innerHTML = html;
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, page(renderedAt), {
        onRecoverableError: (error) => errors.push(error),
      });
    });
    expect(errors).toEqual([]);
    // The render after hydration takes the browser's clock.
    expect(container.textContent).toContain('4 hours ago');
    expect(container.textContent).toContain('2026');
  });

  it('is the browser clock when the page was not rendered by the server', () => {
    vi.useFakeTimers({ now: renderedAt + HOUR, toFake: ['Date'] });
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(null));
    expect(container.textContent).toContain('4 hours ago');
  });
});
