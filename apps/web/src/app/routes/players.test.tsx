import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { leagues } from '../../testing/fixtures';
import { testUser } from '../../testing/mocks/handlers';
import { server } from '../../testing/mocks/server';
import { renderApp } from '../../testing/render-app';

describe('/players/{league}', () => {
  it('a league Hoopdex does not list (ncaawb) is a clear "not found", not its players', async () => {
    server.use(
      http.get('/api/organizations', () => HttpResponse.json({ data: leagues, rowCount: leagues.length })),
      http.get('/api/players', () => HttpResponse.json({ data: [], rowCount: 0 })),
    );
    renderApp('/players/ncaawb', { user: testUser });
    expect(await screen.findByRole('heading', { level: 1, name: 'League not found' })).toBeInTheDocument();
    expect(screen.getByText(/Hoopdex has no league “ncaawb”/)).toBeInTheDocument();
  });
});

describe('/players Trending column', () => {
  it('shows the rank of trending players and says "Not trending" for the rest', async () => {
    const player = (id: number, trending_rank: number | null) => ({
      id, slug: `p-${id}`, firstname: 'P', lastname: `${id}`, team_name: 'Alpha', imageuri: null,
      trending_rank, team_logo: null, league_logo: null, league_id: 1, league_name: 'nba',
      position: 'Guard', school_year: null, height_in: null, weight_lbs: null, school: null,
      hometown: null, jersey: null, bio: null, fan_count: 0,
    });
    server.use(
      http.get('/api/organizations', () => HttpResponse.json({ data: leagues, rowCount: leagues.length })),
      http.get('/api/players', () => HttpResponse.json({ data: [player(1, 3), player(2, null)], rowCount: 2 })),
    );
    renderApp('/players/nba', { user: testUser });
    const first = (await screen.findByRole('link', { name: /P 1/ })).closest('tr')!;
    expect(first).toHaveTextContent('#3');
    const second = screen.getByRole('link', { name: /P 2/ }).closest('tr')!;
    expect(second).toHaveTextContent('Not trending');
    expect(second).not.toHaveTextContent('- -');
  });
});

describe('/players Value column', () => {
  const player = (id: number, value: number | null) => ({
    id, slug: `v-${id}`, firstname: 'V', lastname: `${id}`, team_name: 'Alpha', imageuri: null,
    trending_rank: null, team_logo: null, league_logo: null, league_id: 1, league_name: 'nba',
    position: 'Guard', school_year: null, height_in: null, weight_lbs: null, school: null,
    hometown: null, jersey: null, bio: null, fan_count: 0, value,
  });

  it('shows dollars, "No games" without a value, and sorts highest first by URL', async () => {
    const sorts: (string | null)[] = [];
    server.use(
      http.get('/api/organizations', () => HttpResponse.json({ data: leagues, rowCount: leagues.length })),
      http.get('/api/players', ({ request }) => {
        sorts.push(new URL(request.url).searchParams.get('sort'));
        return HttpResponse.json({ data: [player(1, 1234567), player(2, null)], rowCount: 2 });
      }),
    );
    const { router } = renderApp('/players/nba', { user: testUser });
    const first = (await screen.findByRole('link', { name: /V 1/ })).closest('tr')!;
    expect(first).toHaveTextContent('$1,234,567');
    expect(screen.getByRole('link', { name: /V 2/ }).closest('tr')!).toHaveTextContent('No games');

    const header = screen.getByRole('columnheader', { name: /Value/ });
    expect(header).toHaveAttribute('aria-sort', 'none');
    await userEvent.setup().click(within(header).getByRole('button'));
    await vi.waitFor(() => expect(router.state.location.search).toBe('?sort=value&dir=desc'));
    // The sorted page replaces the old one once its answer is in.
    expect(await screen.findByRole('table', { name: /sorted by Hoopdex Value/ })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Value/ })).toHaveAttribute('aria-sort', 'descending');
    expect(sorts.at(-1)).toBe(JSON.stringify({ value: 'desc', name: 'asc' }));
  });
});
