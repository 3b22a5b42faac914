import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../testing/mocks/server';
import { renderWithProviders } from '../../../testing/render-app';
import { makeStats } from '../../../testing/stat-fixtures';
import { makeGameLine } from '../../../testing/intel-fixtures';
import { StatTrends } from './stat-trends';

function mockGames(lines: ReturnType<typeof makeGameLine>[]) {
  const seen: URLSearchParams[] = [];
  server.use(
    http.get('/api/players/jane-doe/games', ({ request }) => {
      seen.push(new URL(request.url).searchParams);
      return HttpResponse.json({ data: lines, rowCount: lines.length });
    }),
    http.get('/api/players/jane-doe/stats', () =>
      HttpResponse.json({ data: makeStats({ pts_average: 14.1 }), rowCount: 1 }),
    ),
  );
  return seen;
}

describe('StatTrends (last 10 games against the season)', () => {
  it('writes each stat as "Last N: x vs season y" with the values oldest first as text', async () => {
    // Newest first, as the game log answers.
    const seen = mockGames([
      makeGameLine({ game_id: 3, game_date: '2026-02-24', pts: 30 }),
      makeGameLine({ game_id: 2, game_date: '2026-02-22', pts: 12 }),
      makeGameLine({ game_id: 1, game_date: '2026-02-20', pts: 13 }),
    ]);
    renderWithProviders(<StatTrends slug="jane-doe" />);
    // Three games in all: the heading says so rather than promising 10.
    expect(
      await screen.findByRole('heading', { name: 'Last 3 games (all played so far) against the season' }),
    ).toBeInTheDocument();
    const points = (
      await screen.findByText('Points, last 3 games from oldest to newest: 13, 12, 30.')
    ).closest('li')!;
    expect(points).toHaveTextContent('Last 3: 18.3 vs season 14.1');
    // The line itself is a picture for sighted readers only; the text above carries it.
    expect(points.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(points.querySelectorAll('circle')).toHaveLength(3);
    expect(points.querySelector('.sparkline__reference')).not.toBeNull();
    // The player's last 10 games of any season, not the current season's first page.
    expect(Object.fromEntries(seen[0]!)).toEqual({ limit: '10', offset: '0', scope: 'career' });
  });

  it('shows ten games when the player has ten or more', async () => {
    mockGames(Array.from({ length: 10 }, (_, i) => makeGameLine({ game_id: 10 - i, pts: 10 + i })));
    renderWithProviders(<StatTrends slug="jane-doe" />);
    expect(
      await screen.findByRole('heading', { name: 'Last 10 games against the season' }),
    ).toBeInTheDocument();
    expect(await screen.findByText(/^Points, last 10 games from oldest to newest/)).toBeInTheDocument();
  });

  it('says so when there are no games this season', async () => {
    mockGames([]);
    renderWithProviders(<StatTrends slug="jane-doe" />);
    expect(
      await screen.findByText(/No games yet, so there is nothing to trend/),
    ).toBeInTheDocument();
  });
});
