import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { paths } from '../../config/paths';
import { makeCreator, makePlayer, makeShow } from '../../testing/fixtures';
import { envelope, makeItems, sideHandlers } from '../../testing/mocks/discover-handlers';
import { testUser } from '../../testing/mocks/handlers';
import { server } from '../../testing/mocks/server';
import { renderApp } from '../../testing/render-app';

describe('search page', () => {
  it('shows players and videos, plus creators, shows and articles when present, with View all', async () => {
    server.use(...sideHandlers);
    server.use(
      http.get('/api/searchByKeyword', () =>
        envelope(
          {
            players: [makePlayer()],
            videos: makeItems(2),
            creators: [makeCreator()],
            shows: [{ ...makeShow(), fan_count: 3 }],
            articles: makeItems(1, 9, { content_type: 'article' }),
            counts: { players: 1, videos: 14, creators: 1, shows: 1, articles: 1 },
          },
          18,
        ),
      ),
    );
    renderApp(paths.search('jane doe'), { user: testUser });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Search results for “jane doe”' }),
    ).toBeInTheDocument();
    const players = await screen.findByRole('region', { name: /Players/ });
    expect(within(players).getByRole('link', { name: /Jane Doe/ })).toHaveAttribute(
      'href',
      paths.player('jane-doe'),
    );
    // Search answers carry no value: the rows say nothing of it (rather than "No games").
    expect(within(players).queryByText(/Hoopdex Value|No games/)).not.toBeInTheDocument();
    const videos = screen.getByRole('region', { name: /Videos/ });
    expect(within(videos).getByRole('link', { name: 'View all videos' })).toHaveAttribute(
      'href',
      paths.viewAllVideoResults('jane doe'),
    );
    expect(within(videos).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('region', { name: /Creators/ })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /Shows/ })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /Articles/ })).toBeInTheDocument();
    // The header search box is filled from the path.
    expect(screen.getByRole('combobox')).toHaveValue('jane doe');
  });

  it('shows a no-results state with suggestions', async () => {
    server.use(...sideHandlers);
    server.use(
      http.get('/api/searchByKeyword', () => envelope({ players: [], videos: [], counts: {} }, 0)),
    );
    renderApp(paths.search('zzzz'), { user: testUser });
    expect(await screen.findByText('No results for “zzzz”.')).toBeInTheDocument();
    expect(screen.getByText(/Check the spelling/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'player list' })).toHaveAttribute(
      'href',
      paths.players(),
    );
    expect(screen.getByRole('heading', { name: 'Players trending now' })).toBeInTheDocument();
  });
});
