import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { makePlayer } from '../../../testing/fixtures';
import { server } from '../../../testing/mocks/server';
import { renderWithProviders } from '../../../testing/render-app';
import { TrendingPlayers } from './trending-players';

describe('Trending Players: the value on each row', () => {
  it('shows each player’s Hoopdex Value short, and "No games" (never $0) without one', async () => {
    server.use(
      http.get('/api/players', () =>
        HttpResponse.json({
          data: [
            {
              ...makePlayer({ id: 1, slug: 'a-one', firstname: 'A', lastname: 'One' }),
              value: 1_240_000,
            },
            {
              ...makePlayer({
                id: 2,
                slug: 'b-two',
                firstname: 'B',
                lastname: 'Two',
                trending_rank: 2,
              }),
              value: 350_400,
            },
            {
              ...makePlayer({
                id: 3,
                slug: 'c-three',
                firstname: 'C',
                lastname: 'Three',
                trending_rank: 3,
              }),
              value: null,
            },
          ],
          rowCount: 3,
        }),
      ),
    );
    renderWithProviders(<TrendingPlayers />, { user: null });
    const one = await screen.findByRole('link', { name: /A One/ });
    // The label is for screen readers; the row shows the figure.
    expect(one).toHaveAccessibleName(/A One.*Hoopdex Value: ?\$1\.2M$/);
    expect(within(one).getByText('$1.2M')).toBeVisible();
    expect(screen.getByRole('link', { name: /B Two/ })).toHaveAccessibleName(
      /Hoopdex Value: ?\$350K$/,
    );
    const three = screen.getByRole('link', { name: /C Three/ });
    expect(three).toHaveAccessibleName(/Hoopdex Value: ?No games$/);
    expect(three).not.toHaveTextContent('$0');
  });

  it('shows no value at all on a row whose data has none', async () => {
    server.use(
      http.get('/api/players', () =>
        HttpResponse.json({
          data: [makePlayer({ slug: 'a-one', firstname: 'A', lastname: 'One' })],
          rowCount: 1,
        }),
      ),
    );
    renderWithProviders(<TrendingPlayers />, { user: null });
    expect(await screen.findByRole('link', { name: /A One/ })).toBeInTheDocument();
    expect(screen.queryByText(/Hoopdex Value/)).not.toBeInTheDocument();
  });
});
