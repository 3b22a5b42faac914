import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../config/paths';
import { sessionQueryOptions } from '../lib/auth';
import { makePlayer } from '../testing/fixtures';
import { envelope, makeItems, sideHandlers } from '../testing/mocks/discover-handlers';
import { testUser } from '../testing/mocks/handlers';
import { server } from '../testing/mocks/server';
import { createTestQueryClient, renderApp } from '../testing/render-app';
import { warmGated } from './warm-cache';

// Page chunks held back until the test opens the gate (see route-loaders.test.tsx).
const gates = vi.hoisted(() => {
  const gate = () => {
    let open = () => {};
    const opened = new Promise<void>((resolve) => (open = resolve));
    return { opened, open };
  };
  return { search: gate(), show: gate(), article: gate() };
});
vi.mock('./routes/search', async (original) => (await gates.search.opened, original()));
vi.mock('./routes/show', async (original) => (await gates.show.opened, original()));
vi.mock('./routes/article', async (original) => (await gates.article.opened, original()));

function recordApiPaths() {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => seen.push(new URL(request.url).pathname));
  return seen;
}

afterEach(() => server.events.removeAllListeners());

const fail = () => HttpResponse.json({ errors: [] }, { status: 500 });

describe('route loaders never break the page', () => {
  it('a request that fails in the loader ends in the page’s error state, whose retry works', async () => {
    const seen = recordApiPaths();
    let broken = true;
    server.use(
      http.get('/api/searchByKeyword', () =>
        broken ? fail() : envelope({ players: [makePlayer()], videos: [], counts: { players: 1 } }),
      ),
    );
    const user = userEvent.setup();
    renderApp(paths.search('jane'), { user: testUser });
    await waitFor(() => expect(seen).toContain('/api/searchByKeyword'));
    gates.search.open();

    // The page, not the route error page: the navigation went through.
    expect(await screen.findByRole('heading', { level: 1, name: 'Search results for “jane”' })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, we couldn’t load the search results.');
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();

    broken = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: /Players/ })).toBeInTheDocument();
  });

  it('a failed first step (the show) skips the dependent one (episodes) and the page shows its error', async () => {
    const seen = recordApiPaths();
    server.use(http.get('/api/shows/:id', fail), ...sideHandlers);
    renderApp(paths.show(7), { user: testUser });
    await waitFor(() => expect(seen).toContain('/api/shows/7'));
    gates.show.open();
    expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, we couldn’t load this show.');
    expect(seen).not.toContain('/api/content');
  });

  it('asks nothing for a signed-out visitor of a gated page, who goes to /sign-up', async () => {
    const seen = recordApiPaths();
    renderApp(paths.home());
    await screen.findByRole('heading', { level: 2, name: 'Sign Up' });
    // Beside the session check, only the landing's public glimpse (trending players, risers):
    // nothing of the gated home page (no feed, no right column).
    const landing = new Set(['/api/me', '/api/players', '/api/risers']);
    expect(seen.filter((path) => !landing.has(path))).toEqual([]);
  });

  it('on an in-app navigation the request starts while the old page is still shown', async () => {
    const seen = recordApiPaths();
    server.use(http.get('/api/articles/:id', () => envelope(makeItems(1, 5, { content_type: 'article' })[0])), ...sideHandlers);
    const { router } = renderApp(paths.privacyPolicy(), { user: testUser });
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });

    act(() => void router.navigate(paths.article(5)));
    await waitFor(() => expect(seen.filter((path) => path === '/api/articles/5')).toHaveLength(1));
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();

    gates.article.open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Item 5' })).toBeInTheDocument();
    expect(seen.filter((path) => path === '/api/articles/5')).toHaveLength(1);
  });
});

describe('warmGated', () => {
  const session = (user: typeof testUser | null) =>
    server.use(
      http.get('/api/me', () =>
        user ? envelope(user) : HttpResponse.json({ errors: [] }, { status: 401 }),
      ),
    );

  it('returns null at once and warms with the signed-in user', async () => {
    session(testUser);
    const warm = vi.fn(async () => {});
    expect(warmGated(createTestQueryClient(), warm, false)).toBeNull();
    await waitFor(() => expect(warm).toHaveBeenCalledWith({ user: testUser }));
  });

  it('skips a signed-out visitor unless the routes are ungated', async () => {
    session(null);
    const gated = vi.fn(async () => {});
    const ungated = vi.fn(async () => {});
    warmGated(createTestQueryClient(), gated, false);
    warmGated(createTestQueryClient(), ungated, true);
    await waitFor(() => expect(ungated).toHaveBeenCalledWith({ user: null }));
    expect(gated).not.toHaveBeenCalled();
  });

  it('skips when the session check fails, and swallows a failing warm-up', async () => {
    const failing = vi.fn(async () => {
      throw new Error('boom');
    });
    session(testUser);
    expect(warmGated(createTestQueryClient(), failing, false)).toBeNull();
    await waitFor(() => expect(failing).toHaveBeenCalled());

    server.use(http.get('/api/me', fail));
    const client = createTestQueryClient();
    const warm = vi.fn(async () => {});
    warmGated(client, warm, true);
    await waitFor(() => expect(client.getQueryState(sessionQueryOptions().queryKey)?.status).toBe('error'));
    await Promise.resolve();
    expect(warm).not.toHaveBeenCalled();
  });
});
