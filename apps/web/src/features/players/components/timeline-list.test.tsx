import { paths } from '@hoopdex/contract/spa-paths';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../testing/mocks/server';
import { renderWithProviders } from '../../../testing/render-app';
import { TimelineList } from './timeline-list';

describe('TimelineList', () => {
  it("links an item that tags the player to its page, beside the player's own event of the same id", async () => {
    server.use(
      http.get('/api/players/jane-doe/timeline', () =>
        HttpResponse.json({
          data: [
            { id: 7, event_date: '2026-03-02', kind: 'video', title: 'Jane handles', description: 'By Tape Study', path: paths.video('abc') },
            { id: 7, event_date: '2026-03-01', kind: 'award', title: 'Player of the week', description: null, path: null },
          ],
          rowCount: 2,
        }),
      ),
    );
    renderWithProviders(<TimelineList slug="jane-doe" />);
    const titles = await screen.findAllByRole('heading', { level: 3 });
    expect(titles.map((t) => t.textContent)).toEqual(['Jane handles', 'Player of the week']);
    expect(screen.getByRole('link', { name: 'Jane handles' })).toHaveAttribute('href', paths.video('abc'));
    expect(screen.queryByRole('link', { name: 'Player of the week' })).toBeNull();
  });
});
