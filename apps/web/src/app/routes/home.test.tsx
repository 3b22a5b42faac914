import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { paths } from '../../config/paths';
import { createQueryClient } from '../../lib/query-client';
import { adminCreator, envelope, makeItems, sideHandlers } from '../../testing/mocks/discover-handlers';
import { testUser } from '../../testing/mocks/handlers';
import { server } from '../../testing/mocks/server';
import { renderApp } from '../../testing/render-app';

function mockFeed(total: number, { slow = false } = {}) {
  const offsets: number[] = [];
  server.use(...sideHandlers);
  server.use(
    http.get('/api/me/feed', async ({ request }) => {
      const url = new URL(request.url);
      const offset = Number(url.searchParams.get('offset'));
      offsets.push(offset);
      if (slow && offset > 0) await delay(150);
      const count = Math.max(0, Math.min(10, total - offset));
      return envelope(makeItems(count, offset + 1), total);
    }),
  );
  return offsets;
}

const feedList = async () => within(await screen.findByRole('region', { name: 'Latest Discoveries' }));

describe('home page (Discover)', () => {
  it("shows the hero, 'DISCOVER' and the right column headings", async () => {
    mockFeed(0);
    renderApp(paths.home(), { user: testUser });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hoopdex' })).toBeInTheDocument();
    expect(screen.getByText('DISCOVER', { selector: 'p' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Trending Players' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Hoopdex Picks' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '2025 NIL Targets' })).toBeInTheDocument();
  });

  it("'Show More' loads offset +10 while loaded < rowCount, disabled with a spinner while loading", async () => {
    const offsets = mockFeed(25, { slow: true });
    const user = userEvent.setup();
    renderApp(paths.home(), { user: testUser });
    const feed = await feedList();
    await feed.findByText('Item 10');
    expect(feed.getAllByRole('listitem')).toHaveLength(10);

    await user.click(feed.getByRole('button', { name: 'Show More' }));
    const busy = feed.getByRole('button', { name: /Show More/ });
    expect(busy).toBeDisabled();
    expect(within(busy).getByRole('status')).toHaveTextContent('Loading more');
    await feed.findByText('Item 20');

    await user.click(feed.getByRole('button', { name: 'Show More' }));
    await feed.findByText('Item 25');
    expect(offsets).toEqual([0, 10, 20]);
    // 25 of 25 loaded: no more button.
    expect(feed.queryByRole('button', { name: /Show More/ })).not.toBeInTheDocument();
  });

  it('keeps the loaded pages when going to a video and coming back', async () => {
    const offsets = mockFeed(25);
    server.use(http.get('/api/videos/:id', () => envelope(makeItems(1, 5)[0])));
    const user = userEvent.setup();
    // The app's own query client: lists are fresh for 30 minutes, so coming back refetches nothing.
    const { router } = renderApp(paths.home(), { user: testUser, queryClient: createQueryClient() });
    let feed = await feedList();
    await feed.findByText('Item 10');
    await user.click(feed.getByRole('button', { name: 'Show More' }));
    await feed.findByText('Item 20');

    await user.click(feed.getByRole('link', { name: /Item 15/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Item 5' })).toBeInTheDocument();
    await router.navigate(-1);
    feed = await feedList();
    expect(await feed.findByText('Item 20')).toBeInTheDocument();
    expect(offsets).toEqual([0, 10]);
  });

  it('drops items whose creator is an admin', async () => {
    server.use(
      ...sideHandlers,
      http.get('/api/me/feed', () =>
        envelope([...makeItems(2, 1), ...makeItems(1, 3, { creator: adminCreator })], 3),
      ),
    );
    renderApp(paths.home(), { user: testUser });
    const feed = await feedList();
    await feed.findByText('Item 2');
    expect(feed.queryByText('Item 3')).not.toBeInTheDocument();
  });

  it('shows the empty-feed text with its Discover link', async () => {
    mockFeed(0);
    renderApp(paths.home(), { user: testUser });
    const feed = await feedList();
    expect(
      await feed.findByText(/We're working to bring you content from the Players and Creators you care about\./),
    ).toBeInTheDocument();
    expect(feed.getByRole('link', { name: 'Click here to Discover more great Players to follow!' })).toHaveAttribute(
      'href',
      paths.players(),
    );
  });

  it('renders video, article and status-update cards', async () => {
    server.use(
      ...sideHandlers,
      http.get('/api/me/feed', () =>
        envelope(
          [
            ...makeItems(1, 1),
            ...makeItems(1, 2, { content_type: 'article' }),
            ...makeItems(1, 3, { content_type: 'user_post' }).map((i) => ({ ...i, content: { ...i.content, body: 'Hi all' } })),
          ],
          3,
        ),
      ),
    );
    renderApp(paths.home(), { user: testUser });
    const feed = await feedList();
    expect(await feed.findByRole('link', { name: /Item 1/ })).toHaveAttribute('href', paths.video('vid1'));
    expect(feed.getByRole('link', { name: /Item 2/ })).toHaveAttribute('href', paths.article(2));
    expect(feed.getByText(/shared a status update/)).toBeInTheDocument();
  });

  it('shows an error with a retry when the feed fails', async () => {
    let fail = true;
    server.use(
      ...sideHandlers,
      http.get('/api/me/feed', () => (fail ? new Response(null, { status: 500 }) : envelope(makeItems(1), 1))),
    );
    const user = userEvent.setup();
    renderApp(paths.home(), { user: testUser });
    const feed = await feedList();
    await waitFor(() => expect(feed.getByRole('alert')).toHaveTextContent('couldn’t load the latest discoveries'), {
      timeout: 8000,
    });
    fail = false;
    await user.click(feed.getByRole('button', { name: 'Try again' }));
    expect(await feed.findByText('Item 1')).toBeInTheDocument();
  });
});
