import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { leagues } from '../../../testing/fixtures';
import { testUser } from '../../../testing/mocks/handlers';
import { server } from '../../../testing/mocks/server';
import { renderApp } from '../../../testing/render-app';
import { makeRisers } from '../../../testing/intel-fixtures';

function mockApi(total = 23) {
  const requests: URLSearchParams[] = [];
  const boards: string[] = [];
  server.use(
    http.get('/api/organizations', () =>
      HttpResponse.json({ data: leagues, rowCount: leagues.length }),
    ),
    http.get('/api/leaderboards', ({ request }) => {
      boards.push(request.url);
      return HttpResponse.json({ errors: [{ msg: 'not this view', param: 'x' }] }, { status: 400 });
    }),
    http.get('/api/risers', ({ request }) => {
      const params = new URL(request.url).searchParams;
      requests.push(params);
      const offset = Number(params.get('offset'));
      return HttpResponse.json({
        data: makeRisers(Math.min(10, total - offset), offset + 1),
        rowCount: total,
      });
    }),
  );
  return Object.assign(requests, { boards });
}

const option = (group: string, name: string) =>
  within(screen.getByRole('group', { name: group })).getByRole('button', {
    name: new RegExp(`^${name}`),
  });

describe('/analyze Risers view', () => {
  it('is a third choice beside the leaderboards, kept in the URL, NBA by default, 10 a page', async () => {
    const requests = mockApi();
    const user = userEvent.setup();
    const { router } = renderApp('/analyze', { user: testUser });
    await user.click(await screen.findByRole('button', { name: 'Risers' }));
    expect(router.state.location.search).toBe('?view=risers');
    const table = await screen.findByRole('table', {
      name: /Weekly risers, ranked by riser score, week of 2\.22\.26 – 2\.28\.26/,
    });
    const row = within(within(table).getAllByRole('row')[1]!);
    expect(row.getByRole('link', { name: /Player 1/ })).toHaveAttribute('href', '/player/player-1');
    expect(row.getByRole('cell', { name: '+8.4 PTS' })).toBeInTheDocument();
    expect(row.getByRole('cell', { name: '18.2 vs 11.4' })).toBeInTheDocument();
    expect(row.getByRole('cell', { name: '3 / 12' })).toBeInTheDocument();
    expect(Object.fromEntries(requests[0]!)).toEqual({ league: '1', limit: '10', offset: '0' });
    expect(screen.getByRole('button', { name: 'Risers' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(document.title).toMatch(/^Weekly Risers \| /));

    await user.click(screen.getByRole('button', { name: 'Season' }));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByRole('heading', { name: /Season Leaderboard/ })).toBeInTheDocument();
  });

  it("filters by the spec's league, Class and Position rules, without a statistic, and pages", async () => {
    const requests = mockApi();
    const user = userEvent.setup();
    const { router } = renderApp('/analyze?view=risers', { user: testUser });
    await screen.findByRole('table', { name: /Weekly risers/ });
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    expect(screen.queryByRole('group', { name: 'Rank by Statistic' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Class' })).not.toBeInTheDocument();

    await user.click(option('League', 'NCAA Men'));
    await user.click(option('Class', 'Junior'));
    await user.click(option('Position', 'Guard'));
    expect(router.state.location.search).toBe(
      '?view=risers&league=ncaamb&class=Junior&position=Guard',
    );
    expect(Object.fromEntries(requests.at(-1)!)).toEqual({
      league: '2',
      school_year: 'Junior',
      position: 'Guard',
      limit: '10',
      offset: '0',
    });

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(router.state.location.search).toContain('page=2');
    expect(await screen.findByRole('link', { name: /Player 11/ })).toBeInTheDocument();
    expect(requests.at(-1)!.get('offset')).toBe('10');
    expect(screen.getByText(/Page 2 of 3/)).toBeInTheDocument();

    await user.click(option('League', 'G League'));
    expect(router.state.location.search).toBe('?view=risers&league=gleague&position=Guard');
    expect(screen.queryByRole('group', { name: 'Class' })).not.toBeInTheDocument();
    // The leaderboards are not asked for while the Risers view is shown.
    expect(requests.boards).toEqual([]);
  });

  it('restores a shared link (a statistic in it is ignored) and says when nobody matches', async () => {
    const requests = mockApi(0);
    renderApp('/analyze?view=risers&league=ncaamb&class=Senior&stat=pts_average&page=1', {
      user: testUser,
    });
    expect(await screen.findByText(/No risers match these filters this week/)).toBeInTheDocument();
    expect(Object.fromEntries(requests[0]!)).toEqual({
      league: '2',
      school_year: 'Senior',
      limit: '10',
      offset: '0',
    });
  });
});
