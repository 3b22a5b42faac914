import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { paths } from '../../config/paths';
import { testUser } from '../../testing/mocks/handlers';
import { server } from '../../testing/mocks/server';
import { makeAccuracy, makeAccuracyRows } from '../../testing/projection-fixtures';
import { renderApp } from '../../testing/render-app';

/** Answers the backtest asked for (league, season) and records what was asked. */
function mockAccuracy() {
  const asked: string[] = [];
  server.use(
    http.get('/api/projections/accuracy', ({ request }) => {
      const q = new URL(request.url).searchParams;
      asked.push(q.toString());
      const season = q.get('season') ?? '2024';
      const league = q.get('league') === '1' ? { id: 1, name: 'NBA' } : { id: 5, name: 'WNBA' };
      // 2023: the last-10 baseline beats the model on rebounds (rest of season).
      const rows = makeAccuracyRows(({ method, stat, horizon }) =>
        season === '2023' && stat === 'reb' && horizon === 'rest_of_season' && method === 'last_10'
          ? 1.5
          : method === 'model'
            ? 2
            : method === 'last_10'
              ? 2.5
              : 3,
      );
      return HttpResponse.json({ data: makeAccuracy({ league, season, rows }), rowCount: 1 });
    }),
  );
  return asked;
}

const cells = (table: HTMLElement, stat: string) =>
  within(within(table).getByRole('rowheader', { name: stat }).closest('tr')!)
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('/projections/accuracy', () => {
  it('shows each horizon’s errors, model against baselines, with coverage and interval score', async () => {
    mockAccuracy();
    renderApp(paths.projectionsAccuracy(), { user: testUser });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'How accurate are the projections?' }),
    ).toBeInTheDocument();
    const next = await screen.findByRole('table', { name: /^Next game: error by stat/ });
    // RMSE model, season to date, last 10; change; MAE ×3; coverage; interval score; count.
    expect(cells(next, 'Points')).toEqual([
      '2.00 ★ (lowest)',
      '3.00',
      '2.50',
      '−33.3 %',
      '1.60 ★ (lowest)',
      '2.40',
      '2.00',
      '79.3 %',
      '8.00',
      '1,200',
    ]);
    expect(
      screen.getByRole('table', { name: /^Rest-of-season average: error by stat/ }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/projections as of 3 dates from 5\.28\.24 to 6\.25\.24/),
    ).toBeInTheDocument();
    // Plain words on how to read the tables.
    expect(
      screen.getByText(/An honest 80 % range holds about 80 % of the time/),
    ).toBeInTheDocument();
  });

  it('picks another league season from the backtested ones, in the URL', async () => {
    const asked = mockAccuracy();
    const user = userEvent.setup();
    const { router } = renderApp(paths.projectionsAccuracy(), { user: testUser });
    const picker = await screen.findByRole('combobox', { name: 'League and season' });
    expect(
      within(picker)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['WNBA 2024', 'WNBA 2023', 'NBA 2025-26']);
    await user.selectOptions(picker, 'WNBA 2023');
    expect(router.state.location.search).toBe('?league=5&season=2023');
    await waitFor(() => expect(asked.at(-1)).toBe('league=5&season=2023'));
    const rest = await screen.findByRole('table', { name: /^Rest-of-season average/ });
    await waitFor(() => expect(cells(rest, 'Rebounds')[2]).toBe('1.50 ★ (lowest)'));
    expect(cells(rest, 'Rebounds')[0]).toBe('2.00');
  });

  it('reads a shared link’s league and season', async () => {
    const asked = mockAccuracy();
    renderApp(paths.projectionsAccuracy({ league: 1, season: '2025-26' }), { user: testUser });
    expect(await screen.findByRole('combobox', { name: 'League and season' })).toHaveValue(
      '1:2025-26',
    );
    expect(asked).toContain('league=1&season=2025-26');
  });

  it('says when there is no backtest yet', async () => {
    server.use(
      http.get('/api/projections/accuracy', () =>
        HttpResponse.json(
          { errors: [{ msg: 'No backtest for this league and season', param: 'season' }] },
          { status: 404 },
        ),
      ),
    );
    renderApp(paths.projectionsAccuracy({ league: 9, season: '1999' }), { user: testUser });
    expect(
      await screen.findByText(/No backtest yet for this league and season/),
    ).toBeInTheDocument();
  });

  it('shows an error with a retry', async () => {
    let fail = true;
    server.use(
      http.get('/api/projections/accuracy', () =>
        fail
          ? HttpResponse.json({ errors: [] }, { status: 500 })
          : HttpResponse.json({ data: makeAccuracy(), rowCount: 1 }),
      ),
    );
    const user = userEvent.setup();
    renderApp(paths.projectionsAccuracy(), { user: testUser });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Sorry, we couldn’t load the backtest.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: /^Next game/ })).toBeInTheDocument();
  });

  it('is gated like the other stats pages', async () => {
    // The sign-up landing's glimpse of trending players.
    server.use(http.get('/api/players', () => HttpResponse.json({ data: [], rowCount: 0 })));
    const { router } = renderApp(paths.projectionsAccuracy({ league: 5, season: '2024' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-up'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(
      paths.projectionsAccuracy({ league: 5, season: '2024' }),
    );
  });
});
