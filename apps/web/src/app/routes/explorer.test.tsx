import userEvent from '@testing-library/user-event';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { leagues } from '../../testing/fixtures';
import { testUser } from '../../testing/mocks/handlers';
import { server } from '../../testing/mocks/server';
import { renderApp } from '../../testing/render-app';
import { makeLeagueTotals, makePlayer, makeStats } from '../../testing/stat-fixtures';

const row = (id: number, pts: number) => ({
  player_id: id,
  slug: `p-${id}`,
  firstname: 'Player',
  lastname: String(id),
  imageuri: null,
  team_name: 'Team',
  position: 'Guard',
  school_year: null,
  qualified: true,
  games_played: 10,
  performance: 12,
  pts_average: pts,
});

let playerRowAsked: unknown[] = [];

function mockApi({ value = 1_200_000 as number | null } = {}) {
  const requests: URLSearchParams[] = [];
  playerRowAsked = [];
  server.use(
    http.get('/api/players', ({ request }) => {
      playerRowAsked.push(JSON.parse(new URL(request.url).searchParams.get('filter')!));
      const player = makePlayer({ slug: 'p-1', firstname: 'Player', lastname: '1' });
      return HttpResponse.json({ data: [{ ...player, value }], rowCount: 1 });
    }),
    http.get('/api/organizations', () =>
      HttpResponse.json({ data: leagues, rowCount: leagues.length }),
    ),
    http.get('/api/explorer', ({ request }) => {
      requests.push(new URL(request.url).searchParams);
      return HttpResponse.json({ data: [row(1, 25.1), row(2, 19.4)], rowCount: 2 });
    }),
    http.get('/api/players/p-1', () =>
      HttpResponse.json({
        data: makePlayer({ slug: 'p-1', firstname: 'Player', lastname: '1' }),
        rowCount: 1,
      }),
    ),
    http.get('/api/players/p-1/stats', () =>
      HttpResponse.json({ data: makeStats({ pts_average: 25.1 }), rowCount: 1 }),
    ),
    http.get('/api/leagueStatTotalsByInterval', () =>
      HttpResponse.json({ data: makeLeagueTotals(), rowCount: 1 }),
    ),
  );
  return requests;
}

describe('database explorer', () => {
  it('sorts by a column with aria-sort and sends the sort to the server', async () => {
    const requests = mockApi();
    const user = userEvent.setup();
    const { router } = renderApp('/explorer', { user: testUser });
    const table = await screen.findByRole('table', { name: /NBA players, Season: 2 match/ });
    expect(within(table).getByRole('columnheader', { name: /GmSc/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(JSON.parse(requests[0]!.get('sort')!)).toEqual({ performance: 'desc' });
    expect(requests[0]!.get('league_id')).toBe('1');
    await user.click(within(table).getByRole('button', { name: /PTS avg/ }));
    // A change of the URL is a navigation, and the route's loader runs first: not at once.
    await waitFor(() =>
      expect(within(table).getByRole('columnheader', { name: /PTS avg/ })).toHaveAttribute(
        'aria-sort',
        'descending',
      ),
    );
    expect(within(table).getByRole('columnheader', { name: /GmSc/ })).toHaveAttribute(
      'aria-sort',
      'none',
    );
    expect(JSON.parse(requests.at(-1)!.get('sort')!)).toEqual({ pts_average: 'desc' });
    await user.click(within(table).getByRole('button', { name: /PTS avg/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=pts_average&dir=asc'));
    expect(JSON.parse(requests.at(-1)!.get('sort')!)).toEqual({ pts_average: 'asc' });
  });

  it('adds a numeric filter to the request, the URL and the CSV export link', async () => {
    const requests = mockApi();
    const user = userEvent.setup();
    const { router } = renderApp('/explorer', { user: testUser });
    await screen.findByRole('table');
    await user.selectOptions(screen.getByLabelText('Stat'), 'pts_average');
    await user.selectOptions(screen.getByLabelText('Condition'), 'gte');
    await user.type(screen.getByLabelText('Value'), '20');
    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    expect(
      await screen.findByRole('button', { name: 'Remove filter PTS avg ≥ 20' }),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?f=${encodeURIComponent('pts_average:gte:20')}`);
    expect(JSON.parse(requests.at(-1)!.get('filter')!)).toEqual({ pts_average: { gte: 20 } });
    const csv = new URL(
      screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')!,
      'http://x',
    );
    expect(csv.pathname).toBe('/api/explorer/export.csv');
    expect(JSON.parse(csv.searchParams.get('filter')!)).toEqual({ pts_average: { gte: 20 } });
    expect(csv.searchParams.get('limit')).toBeNull();
  });

  it('opens the player summary beside the table, keeping the filters', async () => {
    mockApi();
    const user = userEvent.setup();
    const { router } = renderApp('/explorer?sort=pts_average', { user: testUser });
    await user.click(await screen.findByRole('link', { name: 'Player 1' }));
    expect(router.state.location.pathname).toBe('/explorer/p-1');
    expect(router.state.location.search).toBe('?sort=pts_average');
    const aside = await screen.findByRole('complementary', { name: 'Selected player' });
    // The card shows her Hoopdex Value from her list row (GET /players/{slug} carries none).
    expect(await within(aside).findByText('$1.2M')).toBeVisible();
    expect(within(aside).getByText('Hoopdex Value:')).toBeVisible();
    expect(playerRowAsked).toEqual([{ slug: 'p-1' }]);
    expect(
      (
        await within(aside).findAllByRole(
          'img',
          { name: 'Rating 60 of 100, league average 50' },
          { timeout: 6000 },
        )
      ).length,
    ).toBe(9);
  });

  it('says "No games" on the summary card of a player without a value, never $0', async () => {
    mockApi({ value: null });
    renderApp('/explorer/p-1', { user: testUser });
    const aside = await screen.findByRole('complementary', { name: 'Selected player' });
    expect(await within(aside).findByText('No games')).toBeVisible();
    expect(aside).not.toHaveTextContent('$0');
  });
});
