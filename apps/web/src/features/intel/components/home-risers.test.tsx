import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../testing/mocks/server';
import { renderWithProviders } from '../../../testing/render-app';
import { makeRiser, makeRisers } from '../../../testing/intel-fixtures';
import { HomeRisers } from './home-risers';

describe('HomeRisers (home right column)', () => {
  it("asks the default league's top 5 and shows photo, name, team and the top move, linked to the player", async () => {
    const seen: URLSearchParams[] = [];
    const risers = [
      ...makeRisers(4),
      makeRiser(5, {
        top_move: {
          stat: 'turnovers',
          label: 'TOV',
          week_average: 1.1,
          baseline_average: 2.3,
          delta: -1.2,
        },
      }),
    ];
    server.use(
      http.get('/api/risers', ({ request }) => {
        seen.push(new URL(request.url).searchParams);
        return HttpResponse.json({ data: risers, rowCount: 40 });
      }),
    );
    renderWithProviders(<HomeRisers />);
    const section = screen.getByRole('region', { name: 'Risers this week' });
    const list = within(section);
    const first = await list.findByRole('link', { name: /Player 1/ });
    expect(first).toHaveAttribute('href', '/player/player-1');
    expect(first).toHaveTextContent('Team 1');
    expect(first).toHaveTextContent('+8.4 PTS');
    expect(list.getByRole('link', { name: /Player 5/ })).toHaveTextContent('-1.2 TOV');
    expect(list.getAllByRole('listitem')).toHaveLength(5);
    expect(Object.fromEntries(seen[0]!)).toEqual({ limit: '5', offset: '0' });
  });

  it('says why the list is empty', async () => {
    renderWithProviders(<HomeRisers />);
    expect(await screen.findByText(/No risers yet this week/)).toBeInTheDocument();
  });

  it('offers a retry when the call fails', async () => {
    let fail = true;
    server.use(
      http.get('/api/risers', () =>
        fail
          ? HttpResponse.json({ errors: [] }, { status: 500 })
          : HttpResponse.json({ data: makeRisers(1), rowCount: 1 }),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<HomeRisers />);
    expect(await screen.findByRole('alert')).toHaveTextContent("couldn’t load this week's risers");
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Player 1/ })).toBeInTheDocument();
  });
});
