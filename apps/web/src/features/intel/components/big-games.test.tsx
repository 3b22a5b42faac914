import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../testing/mocks/server';
import { renderWithProviders } from '../../../testing/render-app';
import { GameLogTable } from '../../stats/components/game-log-table';
import { makeBigGame, makeGameLine } from '../testing/intel-fixtures';
import { PlayerTimeline } from './player-timeline';

describe('big games', () => {
  it('are marked in the game log with the reasons in words', async () => {
    server.use(
      http.get('/api/players/jane-doe/games', () =>
        HttpResponse.json({
          data: [
            makeGameLine({
              game_id: 2,
              game_date: '2026-02-22',
              pts: 34,
              reb: 11,
              big_game: { id: 9, reasons: ['career_high_pts', 'double_double'] },
            }),
            makeGameLine({ game_id: 1, game_date: '2026-02-20' }),
          ],
          rowCount: 2,
        }),
      ),
    );
    renderWithProviders(<GameLogTable slug="jane-doe" />);
    const table = await screen.findByRole('table', { name: /Game log/ });
    const [, big, plain] = within(table).getAllByRole('row');
    expect(big).toHaveTextContent('Big game: career-high 34 PTS, double-double');
    expect(plain).not.toHaveTextContent('Big game');
  });

  it('are merged into the timeline by date, marked as big games', async () => {
    const seen: URLSearchParams[] = [];
    server.use(
      http.get('/api/players/jane-doe/timeline', () =>
        HttpResponse.json({
          data: [
            {
              id: 1,
              event_date: '2026-03-01',
              kind: 'award',
              title: 'Player of the week',
              description: null,
            },
            {
              id: 2,
              event_date: '2025-11-01',
              kind: 'commitment',
              title: 'Signed',
              description: null,
            },
          ],
          rowCount: 2,
        }),
      ),
      http.get('/api/big-games', ({ request }) => {
        seen.push(new URL(request.url).searchParams);
        return HttpResponse.json({ data: [makeBigGame()], rowCount: 1 });
      }),
    );
    renderWithProviders(<PlayerTimeline slug="jane-doe" />);
    const titles = await screen.findAllByRole('heading', { level: 3 });
    expect(titles.map((t) => t.textContent)).toEqual([
      'Player of the week',
      '34 PTS, 11 REB, 5 AST vs Celtics',
      'Signed',
    ]);
    const big = titles[1]!.closest('li')!;
    expect(big).toHaveTextContent('Big game');
    expect(big).toHaveTextContent('Why: career-high 34 PTS, double-double.');
    expect(big).toHaveClass('timeline__item--highlight');
    expect(seen[0]!.get('player')).toBe('jane-doe');
  });
});
