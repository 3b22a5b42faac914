import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../testing/mocks/server';
import { renderWithProviders } from '../../../testing/render-app';
import { GameLogTable } from './game-log-table';
import { makeGameLine } from '../../../testing/intel-fixtures';

describe('big games in the game log', () => {
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
});
