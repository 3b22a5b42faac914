import userEvent from '@testing-library/user-event';
import { screen, within, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { testUser } from '../../testing/mocks/handlers';
import { server } from '../../testing/mocks/server';
import { renderApp } from '../../testing/render-app';
import { makeLeagueTotals, makePlayer, makeStats } from '../../testing/stat-fixtures';

function mockPlayerApi() {
  const statRequests: string[] = [];
  server.use(
    http.get('/api/players/jane-doe', () =>
      HttpResponse.json({ data: makePlayer({ weight_lbs: null }), rowCount: 1 }),
    ),
    http.get('/api/players/jane-doe/stats', ({ request }) => {
      const interval = new URL(request.url).searchParams.get('interval_id') ?? '';
      statRequests.push(interval);
      const stats =
        interval === 'lastweek'
          ? makeStats({ interval_id: 'lastweek', games_played: 3, pts_average: 31.7 })
          : makeStats({
              pts_average: 20.5,
              pts_average_rating: 87,
              pts_total: 410,
              pts_total_rating: 91,
            });
      return HttpResponse.json({ data: stats, rowCount: 1 });
    }),
    http.get('/api/players/jane-doe/graph', () =>
      HttpResponse.json({
        data: [
          {
            label: 'PTS',
            average: 20.5,
            averagerating: 87,
            total: 410,
            totalrating: 91,
            leagueaveragerating: 50,
          },
        ],
        rowCount: 1,
      }),
    ),
    http.get('/api/players/jane-doe/games', () => HttpResponse.json({ data: [], rowCount: 0 })),
    http.get('/api/leagueStatTotalsByInterval', () =>
      HttpResponse.json({ data: makeLeagueTotals({ pts_total_rating: 48 }), rowCount: 1 }),
    ),
    http.get('/api/videosByPlayerId', () => HttpResponse.json({ data: [], rowCount: 0 })),
    http.get('/api/me/userFollowsBySlug', () =>
      HttpResponse.json({ data: { following: false, fan_count: 10 }, rowCount: 1 }),
    ),
  );
  return statRequests;
}

const pointsRow = () => screen.getByRole('rowheader', { name: 'Points' }).closest('tr')!;

describe('player page statistics', () => {
  it('shows the header, each stat with its value and rating text beside the league average', async () => {
    mockPlayerApi();
    renderApp('/player/jane-doe', { user: testUser });
    expect(await screen.findByRole('heading', { level: 1, name: /Jane Doe/ })).toBeInTheDocument();
    expect(screen.getByText('Weight', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      /^- -$/,
    ); // unknown weight
    expect(screen.getByText('10 Fans')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Compare' })).toHaveAttribute(
      'href',
      '/player/jane-doe/compare',
    );
    expect(
      await screen.findByRole('table', { name: /Season averages per game/ }),
    ).toBeInTheDocument();
    const row = within(pointsRow());
    expect(row.getByText('20.5')).toBeInTheDocument();
    // The league's averages are a request of their own: the row shows '- -' until they arrive.
    expect(await row.findByText('8.0')).toBeInTheDocument(); // league average
    expect(
      row.getByRole('img', { name: 'Rating 87 of 100, league average 50' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('rowheader', { name: 'Turnovers (fewer is better)' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Statistics' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await waitFor(() => expect(document.title).toMatch(/^Jane Doe Statistics \| /));
    // Below the first screen, rendered one transition after the page (RenderLater).
    expect(await screen.findByText('No games this season yet.')).toBeInTheDocument();
    expect(await screen.findByText('No videos of this player yet.')).toBeInTheDocument();
  });

  it('switches between per-game and totals', async () => {
    mockPlayerApi();
    const user = userEvent.setup();
    renderApp('/player/jane-doe', { user: testUser });
    await screen.findByRole('table', { name: /averages per game/ });
    await user.click(screen.getByRole('button', { name: /Totals/ }));
    expect(await screen.findByRole('table', { name: 'Season totals' })).toBeInTheDocument();
    const row = within(pointsRow());
    expect(row.getByText('410')).toBeInTheDocument();
    expect(
      await row.findByRole('img', { name: 'Rating 91 of 100, league average 48' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Totals/ })).toHaveAttribute('aria-pressed', 'true');
  });

  it('loads the weekly interval when Last Week is chosen', async () => {
    const requests = mockPlayerApi();
    const user = userEvent.setup();
    renderApp('/player/jane-doe', { user: testUser });
    await screen.findByRole('table', { name: /Season averages/ });
    await user.click(screen.getByRole('button', { name: /Last Week/ }));
    expect(
      await screen.findByRole('table', { name: /Last Week averages per game/ }),
    ).toBeInTheDocument();
    expect(within(pointsRow()).getByText('31.7')).toBeInTheDocument();
    expect(requests).toEqual(['latest_season', 'lastweek']);
    expect(screen.getByText(/games played \(Last Week\)/)).toBeInTheDocument();
  });

  it('shows a not-found page for an unknown player and a retry on a server error', async () => {
    server.use(
      http.get('/api/players/nobody', () =>
        HttpResponse.json(
          { errors: [{ msg: 'Player not found', param: 'slug' }] },
          { status: 404 },
        ),
      ),
      http.get('/api/players/broken', () => HttpResponse.json({ errors: [] }, { status: 500 })),
      // The route loader asks for the statistics tab beside the player, before knowing it is missing.
      http.get('/api/players/:slug/stats', () =>
        HttpResponse.json({ errors: [] }, { status: 404 }),
      ),
    );
    const { unmount } = renderApp('/player/nobody', { user: testUser });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    unmount();
    renderApp('/player/broken', { user: testUser });
    expect(
      await screen.findByRole('button', { name: 'Try again' }, { timeout: 8000 }),
    ).toBeInTheDocument();
  });
});
