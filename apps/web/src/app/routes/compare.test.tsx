import userEvent from '@testing-library/user-event';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { testUser } from '../../testing/mocks/handlers';
import { server } from '../../testing/mocks/server';
import { renderApp } from '../../testing/render-app';
import { makeLine, makeProjection } from '../../testing/projection-fixtures';
import { makePlayer, makeStats } from '../../testing/stat-fixtures';

const people = {
  ann: makePlayer({ id: 1, slug: 'ann', firstname: 'Ann', lastname: 'A' }),
  bea: makePlayer({ id: 2, slug: 'bea', firstname: 'Bea', lastname: 'B' }),
  cat: makePlayer({ id: 3, slug: 'cat', firstname: 'Cat', lastname: 'C' }),
};
const stats = {
  ann: makeStats({ pts_average: 20, turnovers_average: 3.5 }),
  bea: makeStats({ pts_average: 25, turnovers_average: 1.5 }),
  cat: makeStats({ pts_average: 18, turnovers_average: 2 }),
};

function mockApi() {
  server.use(
    http.get('/api/players/:slug/stats', ({ params }) =>
      HttpResponse.json({ data: stats[params.slug as keyof typeof stats], rowCount: 1 }),
    ),
    http.get('/api/players/:slug', ({ params }) =>
      HttpResponse.json({ data: people[params.slug as keyof typeof people], rowCount: 1 }),
    ),
    http.get('/api/searchForPlayers', () =>
      HttpResponse.json({ data: [people.ann, people.cat], rowCount: 2 }),
    ),
  );
}

const cellsOf = (name: string) =>
  within(screen.getByRole('rowheader', { name }).closest('tr')!).getAllByRole('cell');

describe('compare players', () => {
  it('reads the selection from ?with= and marks the better value (fewer turnovers is better)', async () => {
    mockApi();
    renderApp('/player/ann/compare?with=bea', { user: testUser });
    await screen.findByRole('columnheader', { name: 'Bea B' });
    const points = cellsOf('Points');
    await within(points[1]!).findByText('(better)');
    expect(within(points[0]!).queryByText('(better)')).not.toBeInTheDocument();
    const turnovers = cellsOf('Turnovers (fewer is better)');
    expect(turnovers[1]).toHaveTextContent('1.5 ★ (better)');
    expect(turnovers[0]).toHaveTextContent(/^3\.5/);
    expect(within(turnovers[0]!).queryByText('(better)')).not.toBeInTheDocument();
  });

  it('adds and removes players through the URL so the comparison can be shared', async () => {
    mockApi();
    const user = userEvent.setup();
    const { router } = renderApp('/player/ann/compare?with=bea', { user: testUser });
    await screen.findByRole('columnheader', { name: 'Bea B' });
    const picker = screen.getByRole('combobox', { name: 'Add a player to compare' });
    await user.type(picker, 'ca');
    // The main player is never offered again; Cat is.
    const listbox = await screen.findByRole('listbox', { name: 'Matching players' });
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Cat C, Lakers']);
    expect(screen.getByText(/^1 player found/)).toBeInTheDocument();
    // Keyboard only (issue 34): ArrowDown highlights Cat, Enter adds her.
    await user.keyboard('{ArrowDown}');
    expect(within(listbox).getByRole('option', { name: /^Cat C/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.keyboard('{Enter}');
    expect(picker).toHaveValue('');
    expect(router.state.location.search).toBe(`?with=${encodeURIComponent('bea,cat')}`);
    expect(await screen.findByRole('columnheader', { name: 'Cat C' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Bea B' }));
    expect(router.state.location.search).toBe('?with=cat');
    // A change of ?with= is a navigation through the page's loader (it warms the players added):
    // it lands after the loader's turn, not in the same tick.
    await waitFor(() =>
      expect(screen.queryByRole('columnheader', { name: 'Bea B' })).not.toBeInTheDocument(),
    );
  });

  it('shows the players’ projections side by side, a player with none as missing', async () => {
    mockApi();
    server.use(
      http.get('/api/players/:slug/projection', ({ params }) =>
        params.slug === 'cat'
          ? HttpResponse.json(
              { errors: [{ msg: 'No projection', param: 'slug' }] },
              { status: 404 },
            )
          : HttpResponse.json({
              data: makeProjection({
                rest_of_season: makeLine(5, {
                  pts:
                    params.slug === 'ann'
                      ? { mean: 20.4, p10: 18.1, p90: 22.6 }
                      : { mean: 24.9, p10: 21, p90: 28.3 },
                }),
              }),
              rowCount: 1,
            }),
      ),
    );
    const { container } = renderApp('/player/ann/compare?with=bea,cat', { user: testUser });
    const table = await screen.findByRole('table', {
      name: /^Projected rest-of-season average, per game/,
    });
    const points = (name: string) =>
      within(within(table).getByRole('rowheader', { name }).closest('tr')!).getAllByRole('cell')[0]!
        .textContent;
    await waitFor(() => expect(points('Bea B')).toBe('24.9 (21.0–28.3)'));
    expect(points('Ann A')).toBe('20.4 (18.1–22.6)');
    expect(points('Cat C')).toBe('- -');
    // The drawn stat: one row per player with a projection, on one scale.
    const drawn = screen.getByRole('table', {
      name: 'Points: projected rest-of-season average, per game',
    });
    expect(
      within(drawn)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['Ann A', 'Bea B']);
    await waitFor(() => expect(container.querySelectorAll('.chart__range')).toHaveLength(2));
  });
});
