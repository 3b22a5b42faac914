import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { makeGameLine } from '../../../testing/intel-fixtures';
import { server } from '../../../testing/mocks/server';
import { makeLine, makeProjection } from '../../../testing/projection-fixtures';
import { renderWithProviders } from '../../../testing/render-app';
import { trendAsOfDates } from '../utils/as-of-dates';
import { ProjectionPanel } from './projection-panel';

const gameDates = ['2024-05-15', '2024-05-20', '2024-06-01', '2024-06-20', '2024-07-02'];

/** The player's season games, and a projection whose points grow with the as_of date asked for. */
function mockProjections(
  today = makeProjection({
    next_game: makeLine(10, { pts: { mean: 12.3, p10: 8.1, p90: 17 } }),
    rest_of_season: makeLine(11, { pts: { mean: 13.4, p10: 11.2, p90: 15.6 } }),
  }),
) {
  const asked: (string | null)[] = [];
  server.use(
    http.get('/api/players/:slug/games', () =>
      HttpResponse.json({
        data: gameDates.map((d, i) => makeGameLine({ game_id: i + 1, game_date: d })),
        rowCount: gameDates.length,
      }),
    ),
    http.get('/api/players/:slug/projection', ({ request }) => {
      const asOf = new URL(request.url).searchParams.get('as_of');
      asked.push(asOf);
      if (!asOf) return HttpResponse.json({ data: today, rowCount: 1 });
      // Points projected = the day of the month, so each date's number can be checked.
      const day = Number(asOf.slice(8));
      return HttpResponse.json({
        data: makeProjection({
          as_of: asOf,
          next_game: makeLine(5, { pts: { mean: day, p10: day - 2, p90: day + 2 } }),
        }),
        rowCount: 1,
      });
    }),
  );
  return asked;
}

const rowOf = (table: HTMLElement, name: string) =>
  within(within(table).getByRole('rowheader', { name }).closest('tr')!).getAllByRole('cell');

describe('Projection panel', () => {
  it('draws each stat’s mean on its 80 % range, with the same numbers in a table', async () => {
    mockProjections();
    const { container } = renderWithProviders(<ProjectionPanel slug="ann" who="Ann A" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the projection');
    const table = await screen.findByRole('table', {
      name: 'Ann A: next game projection, per game',
    });
    expect(rowOf(table, 'Points').map((c) => c.textContent)).toEqual(['12.3', '8.1 to 17.0']);
    expect(rowOf(table, 'Field goal %').map((c) => c.textContent)).toEqual([
      '45.0',
      '27.0 to 63.0',
    ]);
    expect(
      screen.getByText(/WNBA 2024, as of 7\.1\.24: from 20 games this season, 20 games left/),
    ).toBeInTheDocument();
    // The drawing (its own chunk): one dot and one range bar per stat.
    await waitFor(() => expect(container.querySelectorAll('.chart__range')).toHaveLength(11));
    expect(container.querySelectorAll('.chart__dot').length).toBeGreaterThanOrEqual(11);
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('switches to the rest of the season', async () => {
    mockProjections();
    const user = userEvent.setup();
    renderWithProviders(<ProjectionPanel slug="ann" who="Ann A" />);
    await screen.findByRole('table', { name: /next game projection/ });
    await user.click(screen.getByRole('button', { name: 'Rest of season' }));
    const table = screen.getByRole('table', {
      name: 'Ann A: rest-of-season average projection, per game',
    });
    expect(rowOf(table, 'Points').map((c) => c.textContent)).toEqual(['13.4', '11.2 to 15.6']);
  });

  it('draws how the projection moved, one point per date through the season', async () => {
    const asked = mockProjections();
    renderWithProviders(<ProjectionPanel slug="ann" who="Ann A" />);
    const table = await screen.findByRole('table', {
      name: /How Ann A’s next game projection of points moved/,
    });
    const dates = trendAsOfDates(gameDates);
    expect(dates[0]).toBe('2024-05-15');
    expect(dates.at(-1)).toBe('2024-07-03');
    expect(asked.filter(Boolean).sort()).toEqual([...dates].sort());
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(dates.length);
    // 2024-06-12: the projection as of that day (points = 12, range 10 to 14).
    expect(rowOf(table, '6.12.24').map((c) => c.textContent)).toEqual(['12.0', '10.0 to 14.0']);
  });

  it('says when the projection rests on earlier seasons only', async () => {
    mockProjections(makeProjection({ basis: 'earlier_seasons', games_before: 0 }));
    renderWithProviders(<ProjectionPanel slug="ann" who="Ann A" />);
    expect(await screen.findByRole('note')).toHaveTextContent(
      'No games yet this season: from earlier seasons.',
    );
  });

  it('has no rest-of-season range once no game is left', async () => {
    mockProjections(makeProjection({ games_left: 0 }));
    const user = userEvent.setup();
    renderWithProviders(<ProjectionPanel slug="ann" who="Ann A" />);
    await screen.findByRole('table', { name: /next game projection/ });
    await user.click(screen.getByRole('button', { name: 'Rest of season' }));
    expect(
      screen.getByText('No games left this season, so there is no rest-of-season projection.'),
    ).toBeInTheDocument();
  });

  it('links to the accuracy of this league season', async () => {
    mockProjections();
    renderWithProviders(<ProjectionPanel slug="ann" who="Ann A" />);
    await screen.findByRole('table', { name: /next game projection/ });
    expect(screen.getByRole('link', { name: 'How accurate are these?' })).toHaveAttribute(
      'href',
      paths.projectionsAccuracy({ league: 5, season: '2024' }),
    );
  });

  it('shows an empty state when there is nothing to project from', async () => {
    // The default handler: 404, no projection.
    renderWithProviders(<ProjectionPanel slug="ann" who="Ann A" />);
    expect(await screen.findByText(/No projection for Ann A yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'How accurate are these?' })).toHaveAttribute(
      'href',
      paths.projectionsAccuracy(),
    );
  });

  it('shows an error with a retry that loads the projection', async () => {
    let fail = true;
    server.use(
      http.get('/api/players/:slug/games', () => HttpResponse.json({ data: [], rowCount: 0 })),
      http.get('/api/players/:slug/projection', () =>
        fail
          ? HttpResponse.json({ errors: [{ msg: 'boom', param: 'x' }] }, { status: 500 })
          : HttpResponse.json({ data: makeProjection(), rowCount: 1 }),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<ProjectionPanel slug="ann" who="Ann A" />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Sorry, we couldn’t load the projection.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: /next game projection/ })).toBeInTheDocument();
    // No game this season yet: no line to draw.
    expect(await screen.findByText(/starts with the season’s first game/)).toBeInTheDocument();
  });
});
