import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { paths } from '../../config/paths';
import { makeCreator } from '../../testing/fixtures';
import { envelope, makeItems, sideHandlers } from '../../testing/mocks/discover-handlers';
import { testUser } from '../../testing/mocks/handlers';
import { server } from '../../testing/mocks/server';
import { renderApp } from '../../testing/render-app';

function mockCreator(overrides: Parameters<typeof makeCreator>[0] = {}) {
  const creator = { ...makeCreator(overrides), fan_count: 999, label: 'Analyst', bio: 'Film room notes.' };
  server.use(...sideHandlers);
  server.use(
    http.get('/api/creators/:slug', () => envelope(creator)),
    http.get('/api/content', ({ request }) => {
      const url = new URL(request.url);
      return url.searchParams.get('content_type') === 'article' && url.searchParams.get('creatorId') === String(creator.id)
        ? envelope(makeItems(2, 1, { content_type: 'article' }), 2)
        : envelope([]);
    }),
    http.get('/api/me/userFollowsBySlug', () => envelope({ following: false, fan_count: 999 })),
    http.post('/api/me/userFollows', () => envelope({ following: true, fan_count: 1000 })),
    http.delete('/api/me/userFollows', () => envelope({ following: false, fan_count: 999 })),
  );
}

describe('creator page', () => {
  it("shows avatar, name, 'N Fans' and the articles tab by default", async () => {
    mockCreator();
    renderApp(paths.creator('court-vision'), { user: testUser });
    expect(await screen.findByRole('heading', { level: 1, name: 'Court Vision' })).toBeInTheDocument();
    expect(screen.getByText('999 Fans')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Articles' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('link', { name: /Item 2/ })).toHaveAttribute('href', paths.article(2));
  });

  it('follow changes the fan count', async () => {
    mockCreator();
    const user = userEvent.setup();
    renderApp(paths.creator('court-vision'), { user: testUser });
    const follow = await screen.findByRole('button', { name: 'Follow' });
    await waitFor(() => expect(follow).toBeEnabled());
    await user.click(follow);
    // 999 + 1 crosses into the thousands format of spec §9.
    expect(await screen.findByText('1.0K')).toBeInTheDocument();
    const unfollow = await screen.findByRole('button', { name: 'Unfollow' });
    await waitFor(() => expect(unfollow).toBeEnabled());
    await user.click(unfollow);
    expect(await screen.findByText('999 Fans')).toBeInTheDocument();
  });

  it('takes the tab from the URL', async () => {
    mockCreator();
    renderApp(paths.creator('court-vision', 'about'), { user: testUser });
    expect(await screen.findByRole('heading', { name: 'About Court Vision' })).toBeInTheDocument();
    expect(screen.getByText('Film room notes.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows articles for an unknown tab', async () => {
    mockCreator();
    renderApp('/creator/court-vision/bogus', { user: testUser });
    await screen.findByRole('heading', { level: 1, name: 'Court Vision' });
    expect(screen.getByRole('link', { name: 'Articles' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('link', { name: /Item 1/ })).toBeInTheDocument();
  });

  it('renders an admin creator as the product, linking home, without follow', async () => {
    mockCreator({ type: 'admin', displayname: 'root', profile_key: 'admin' });
    renderApp(paths.creator('admin'), { user: testUser });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Hoopdex' });
    expect(within(heading).getByRole('link')).toHaveAttribute('href', paths.home());
    expect(screen.queryByRole('button', { name: 'Follow' })).not.toBeInTheDocument();
  });
});
