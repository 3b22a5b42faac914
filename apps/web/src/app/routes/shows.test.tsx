import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { paths } from '../../config/paths';
import { makeShow } from '../../testing/fixtures';
import { envelope, makeItems, sideHandlers } from '../../testing/mocks/discover-handlers';
import { testUser } from '../../testing/mocks/handlers';
import { server } from '../../testing/mocks/server';
import { renderApp } from '../../testing/render-app';

const show = { ...makeShow({ longdescription: 'The long story of the show.' }), fan_count: 5 };

describe('shows and show pages', () => {
  it('lists show cards and the featured playlists with ?p= links', async () => {
    server.use(...sideHandlers);
    server.use(
      http.get('/api/shows', () => envelope([show])),
      http.get('/api/getAllFeaturedPlaylists', () =>
        envelope([{ id: 3, title: 'Best dunks', description: null, featured: true, items: makeItems(2) }]),
      ),
    );
    renderApp(paths.shows(), { user: testUser });
    expect(await screen.findByRole('link', { name: 'Play The Hoop Show' })).toHaveAttribute('href', paths.show(7));
    const playlist = await screen.findByRole('region', { name: 'Best dunks' });
    expect(within(playlist).getByRole('link', { name: /Item 1/ })).toHaveAttribute('href', paths.video('vid1', 3));
  });

  it('shows the show header with follow and pages its episodes newest first', async () => {
    const offsets: string[] = [];
    server.use(...sideHandlers);
    server.use(
      http.get('/api/shows/:id', () => envelope(show)),
      http.get('/api/content', ({ request }) => {
        const params = new URL(request.url).searchParams;
        offsets.push(`${params.get('showId')}:${params.get('offset')}:${params.get('sort')}`);
        const offset = Number(params.get('offset'));
        return envelope(makeItems(offset === 0 ? 10 : 2, offset + 1), 12);
      }),
    );
    const user = userEvent.setup();
    renderApp(paths.show(7), { user: testUser });
    expect(await screen.findByRole('heading', { level: 1, name: 'The Hoop Show' })).toBeInTheDocument();
    expect(screen.getByText('The long story of the show.')).toBeInTheDocument();
    expect(screen.getByText('5 Fans')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Follow' })).toBeInTheDocument();
    await screen.findByRole('link', { name: /Item 10/ });
    await user.click(screen.getByRole('button', { name: 'Show More' }));
    await screen.findByRole('link', { name: /Item 12/ });
    await waitFor(() => expect(offsets).toEqual(['7:0:{"publishedat":"desc"}', '7:10:{"publishedat":"desc"}']));
    expect(screen.queryByRole('button', { name: 'Show More' })).not.toBeInTheDocument();
  });
});
