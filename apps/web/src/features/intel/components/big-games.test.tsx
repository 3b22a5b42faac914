import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../testing/mocks/server';
import { renderWithProviders } from '../../../testing/render-app';
import { makeBigGame } from '../../../testing/intel-fixtures';
import { PlayerTimeline } from './player-timeline';

describe('big games', () => {
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
              path: null,
            },
            {
              id: 2,
              event_date: '2025-11-01',
              kind: 'commitment',
              title: 'Signed',
              description: null,
              path: null,
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
