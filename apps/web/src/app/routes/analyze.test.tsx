import userEvent from '@testing-library/user-event';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { leagues } from '../../testing/fixtures';
import { testUser } from '../../testing/mocks/handlers';
import { server } from '../../testing/mocks/server';
import { renderApp } from '../../testing/render-app';
import { makeLeaderboard } from '../../testing/stat-fixtures';

function mockApi() {
  const requests: URLSearchParams[] = [];
  server.use(
    http.get('/api/organizations', () =>
      HttpResponse.json({ data: leagues, rowCount: leagues.length }),
    ),
    http.get('/api/leaderboards', ({ request }) => {
      const params = new URL(request.url).searchParams;
      requests.push(params);
      const statistic = params.get('statistic');
      return HttpResponse.json({
        data: makeLeaderboard(
          statistic === 'turnovers_average'
            ? { sortField: 'turnovers_average', sortTitle: 'Turnovers', sortDirection: 'asc' }
            : params.get('interval_code') === 'lastweek'
              ? { title: 'Weekly Leaderboard', intervalCode: 'lastweek' }
              : {},
        ),
        rowCount: 3,
      });
    }),
  );
  return requests;
}

const option = (group: string, name: string) =>
  within(screen.getByRole('group', { name: group })).getByRole('button', {
    name: new RegExp(`^${name}`),
  });

describe('leaderboards (/analyze)', () => {
  it('loads the NBA season board sorted by performance, with ranks, links and the date range', async () => {
    const requests = mockApi();
    renderApp('/analyze', { user: testUser });
    const table = await screen.findByRole('table', {
      name: /Season Leaderboard, ranked by Performance, 2\.22\.26 – 2\.28\.26/,
    });
    expect(within(table).getByRole('link', { name: /Player 1/ })).toHaveAttribute(
      'href',
      '/player/player-1',
    );
    expect(within(table).getByRole('columnheader', { name: 'Performance' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    const first = Object.fromEntries(requests[0]!);
    expect(first).toMatchObject({
      organization_id: '1',
      interval_code: 'latest_season',
      offset: '0',
    });
    expect(first.statistic).toBeUndefined();
    // The title is set by an effect after the board renders (a beat later on a loaded machine).
    await waitFor(() => expect(document.title).toMatch(/^Season Leaderboard \| /));
  });

  it('puts filter choices in the URL and in the request (class only for NCAA)', async () => {
    const requests = mockApi();
    const user = userEvent.setup();
    const { router } = renderApp('/analyze', { user: testUser });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await user.click(option('Position', 'Guard'));
    expect(router.state.location.search).toBe('?league=nba&position=Guard');
    expect(requests.at(-1)!.get('position')).toBe('Guard');
    expect(screen.queryByRole('group', { name: 'Class' })).not.toBeInTheDocument();
    await user.click(option('League', 'NCAA Men'));
    await user.click(option('Class', 'Junior'));
    expect(router.state.location.search).toBe('?league=ncaamb&position=Guard&class=Junior');
    expect(Object.fromEntries(requests.at(-1)!)).toMatchObject({
      organization_id: '2',
      school_year: 'Junior',
      position: 'Guard',
    });
    await user.click(option('League', 'G League'));
    expect(router.state.location.search).toBe('?league=gleague&position=Guard');
  });

  it('sorts by the selected statistic, switches interval and restores everything from the URL', async () => {
    const requests = mockApi();
    const user = userEvent.setup();
    const { router } = renderApp('/analyze?stat=turnovers_average&interval=lastweek&page=1', {
      user: testUser,
    });
    const table = await screen.findByRole('table', {
      name: /ranked by Turnovers \(fewest first\)/,
    });
    expect(within(table).getByRole('columnheader', { name: 'Turnovers' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(Object.fromEntries(requests[0]!)).toMatchObject({
      statistic: 'turnovers_average',
      interval_code: 'lastweek',
    });
    expect(screen.getByRole('button', { name: /Last Week/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(screen.getByRole('button', { name: /Season/ }));
    expect(router.state.location.search).not.toContain('interval');
    expect(requests.at(-1)!.get('interval_code')).toBe('latest_season');
  });

  it('shows an empty state when nobody is ranked', async () => {
    mockApi();
    server.use(
      http.get('/api/leaderboards', () =>
        HttpResponse.json({ data: makeLeaderboard({ items: [], total: 0 }), rowCount: 0 }),
      ),
    );
    renderApp('/analyze', { user: testUser });
    expect(await screen.findByText(/No ranked players match these filters/)).toBeInTheDocument();
  });

  it('shows the qualification rule with the board', async () => {
    mockApi();
    renderApp('/analyze', { user: testUser });
    const table = await screen.findByRole('table', { name: /Qualified: 5\+ games/ });
    expect(within(table).getByText('Qualified: 5+ games')).toBeInTheDocument();
  });

  it('a league it does not list (?league=ncaawb) is said plainly, not shown as the NBA', async () => {
    const requests = mockApi();
    renderApp('/analyze?league=ncaawb', { user: testUser });
    expect(await screen.findByText(/Hoopdex has no league “ncaawb”/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(requests).toEqual([]);
  });

  it('Projected ranks the season by the server’s projections, each with its 80 % range', async () => {
    const requests = mockApi();
    server.use(
      http.get('/api/leaderboards', ({ request }) => {
        const params = new URL(request.url).searchParams;
        requests.push(params);
        const board = makeLeaderboard();
        if (params.get('view') !== 'projected')
          return HttpResponse.json({ data: board, rowCount: 3 });
        return HttpResponse.json({
          data: makeLeaderboard({
            view: 'projected',
            sortField: 'pts_average',
            sortTitle: 'Projected Points',
            projection: { as_of: '2026-03-01', season: '2025-26' },
            items: board.items.map((i, k) => ({
              ...i,
              value: 20 - k,
              projected: { mean: 20 - k, p10: 15 - k, p90: 25.04 - k },
            })),
          }),
          rowCount: 3,
        });
      }),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/analyze', { user: testUser });
    await screen.findByRole('table', { name: /Season Leaderboard, ranked by Performance/ });
    await user.click(option('Ranking', 'Projected'));
    expect(new URLSearchParams(router.state.location.search).get('projected')).toBe('1');
    const table = await screen.findByRole('table', {
      name: /ranked by Projected Points \(rest-of-season average per game as of 3\.1\.26, 80 % range\)/,
    });
    expect(Object.fromEntries(requests.at(-1)!)).toMatchObject({
      view: 'projected',
      interval_code: 'latest_season',
    });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .slice(0, 2)
        .map((c) => c.textContent),
    ).toEqual(['1', '20.0 (15.0–25.0)']);
    expect(screen.getByRole('link', { name: 'How accurate are these?' })).toHaveAttribute(
      'href',
      '/projections/accuracy',
    );
    // The weekly board has no projection: the choice goes away with it.
    await user.click(option('Leaderboard', 'Last Week'));
    expect(new URLSearchParams(router.state.location.search).get('projected')).toBeNull();
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Ranking' })).toBeNull());
  });
});
