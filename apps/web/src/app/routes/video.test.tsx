import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { paths } from '../../config/paths';
import { makePlayer } from '../../testing/fixtures';
import { envelope, makeItems, sideHandlers } from '../../testing/mocks/discover-handlers';
import { testUser } from '../../testing/mocks/handlers';
import { server } from '../../testing/mocks/server';
import { renderApp } from '../../testing/render-app';

const video = { ...makeItems(1, 2)[0]!, like_count: 4 };

function mockVideo() {
  const views: unknown[] = [];
  server.use(...sideHandlers);
  server.use(
    http.get('/api/videos/:id', ({ params }) =>
      params.id === 'vid2' ? envelope(video) : HttpResponse.json({ errors: [{ msg: 'No video', param: 'id' }] }, { status: 404 }),
    ),
    http.post('/api/video-analytics', async ({ request }) => {
      views.push(await request.json());
      return envelope({ contentId: 2, view_count: 1 });
    }),
  );
  return views;
}

describe('video page', () => {
  it('shows the title, creator with follow, hashtags and date, and records one view', async () => {
    const views = mockVideo();
    renderApp(paths.video('vid2'), { user: testUser });
    expect(await screen.findByRole('heading', { level: 1, name: 'Item 2' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Court Vision' })).toHaveAttribute('href', paths.creator('court-vision'));
    expect(await screen.findByRole('button', { name: 'Follow' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Hashtags' })).getByText('#crossover')).toBeInTheDocument();
    expect(screen.getByText(/Published/)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Like/ })).toBeInTheDocument();
    await waitFor(() => expect(views).toEqual([{ contentId: 2 }]));
    await waitFor(() => expect(document.title).toMatch(/^Item 2 \|/));
    expect(document.head.querySelector('meta[property="og:type"]')).toHaveAttribute('content', 'video.other');
  });

  it('lists the playlist’s next videos from ?p=, keeping the playlist in their links', async () => {
    mockVideo();
    const items = makeItems(4, 1);
    server.use(http.get('/api/playlists/:id', () => envelope({ id: 7, title: 'Top plays', description: null, featured: true, items })));
    renderApp(paths.video('vid2', 7), { user: testUser });
    const side = await screen.findByRole('region', { name: 'Up next in Top plays' });
    const links = within(side).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([paths.video('vid3', 7), paths.video('vid4', 7)]);
  });

  it('when a playlist video ends, counts down and opens the next one, which starts playing', async () => {
    mockVideo();
    const items = makeItems(3, 1);
    server.use(
      http.get('/api/videos/:id', ({ params }) => envelope(items.find((item) => item.content.videoid === params.id))),
      http.get('/api/playlists/:id', () => envelope({ id: 7, title: 'Top plays', description: null, featured: true, items })),
    );
    const user = userEvent.setup();
    const { router } = renderApp(paths.video('vid2', 7), { user: testUser });
    await screen.findByRole('region', { name: 'Up next in Top plays' });
    await user.click(await screen.findByRole('button', { name: 'Play Item 2' }));

    // The YouTube embed says it has ended (state 0).
    const frame = screen.getByTitle<HTMLIFrameElement>('Item 2').contentWindow;
    act(() => {
      const data = JSON.stringify({ event: 'onStateChange', info: 0 });
      window.dispatchEvent(new MessageEvent('message', { data, origin: 'https://www.youtube-nocookie.com', source: frame }));
    });
    expect(screen.getByRole('status')).toHaveTextContent('Up next: Item 3');

    // Five real seconds later: the next video, still in the playlist, already playing.
    expect(await screen.findByTitle('Item 3', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe(paths.video('vid3', 7));
    expect(screen.queryByRole('button', { name: 'Play Item 3' })).not.toBeInTheDocument();
  });

  it('links the tagged players to their pages', async () => {
    mockVideo();
    server.use(http.get('/api/playersByVideoId', () => envelope([makePlayer()])));
    renderApp(paths.video('vid2'), { user: testUser });
    const section = await screen.findByRole('region', { name: 'Players in this video' });
    expect(await within(section).findByRole('link', { name: /^Jane Doe/ })).toHaveAttribute('href', paths.player('jane-doe'));
  });

  it('lets a signed-in user like the video', async () => {
    mockVideo();
    server.use(http.post('/api/me/likes', () => envelope({ liked: true, like_count: 1 })));
    const user = userEvent.setup();
    renderApp(paths.video('vid2'), { user: testUser });
    const like = await screen.findByRole('button', { name: /Like/ });
    await waitFor(() => expect(like).toBeEnabled());
    await user.click(like);
    expect(await screen.findByRole('button', { name: /Liked/ })).toHaveAttribute('aria-pressed', 'true');
  });

  it('posts a comment as the signed-in user', async () => {
    mockVideo();
    const posted: unknown[] = [];
    server.use(
      http.post('/api/content/:id/comments', async ({ request }) => {
        posted.push({ body: await request.json(), auth: request.headers.get('authorization') });
        return HttpResponse.json({ data: { id: 1, content_id: 2, author: { name: 'Fan', guest: false }, body: 'Nice', created_at: new Date().toISOString() }, rowCount: 1 }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderApp(paths.video('vid2'), { user: testUser });
    await user.type(await screen.findByLabelText('Add a comment'), 'Nice');
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    await waitFor(() => expect(posted).toEqual([{ body: { body: 'Nice' }, auth: 'Bearer test-token' }]));
  });

  it('shows a not-found state for a missing video id', async () => {
    mockVideo();
    renderApp(paths.video('nope'), { user: testUser });
    expect(await screen.findByRole('heading', { level: 1, name: 'Video not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Discover more videos' })).toHaveAttribute('href', paths.home());
  });
});
