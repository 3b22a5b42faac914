import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { makePlayer } from '../../../testing/fixtures';
import { server } from '../../../testing/mocks/server';
import { renderWithProviders } from '../../../testing/render-app';
import { makeComp } from '../../../testing/intel-fixtures';
import { SimilarPlayers } from './similar-players';

function mockComps(answer: (scope: string) => object) {
  const scopes: string[] = [];
  server.use(
    http.get('/api/players/jane-doe/comps', ({ request }) => {
      const params = new URL(request.url).searchParams;
      scopes.push(`${params.get('scope')}/${params.get('limit')}`);
      return HttpResponse.json({ data: answer(params.get('scope') ?? ''), rowCount: 1 });
    }),
  );
  return scopes;
}

describe('SimilarPlayers', () => {
  it('lists 5 comps with team, league, similarity and the closest stats, each opening the compare page with both', async () => {
    const scopes = mockComps((scope) => ({
      scope,
      reason: null,
      items:
        scope === 'all'
          ? [makeComp(7, { league_name: 'NCAA Men', similarity: 81.4 })]
          : [1, 2, 3, 4, 5].map((n) => makeComp(n)),
    }));
    const user = userEvent.setup();
    const { router } = renderWithProviders(<SimilarPlayers player={makePlayer()} />, {
      route: '/player/jane-doe',
    });
    const section = within(screen.getByRole('region', { name: 'Similar players' }));
    const link = await section.findByRole('link', { name: 'Player 1: compare with Jane Doe' });
    expect(link).toHaveAttribute('href', '/player/jane-doe/compare?with=player-1');
    expect(section.getAllByRole('link')).toHaveLength(5);
    const card = within(link.closest('li')!);
    expect(card.getByText('Team 1 · NBA')).toBeInTheDocument();
    expect(card.getByText('94%')).toBeInTheDocument();
    expect(card.getByText('Closest stats (percentile: Jane vs Player)')).toBeInTheDocument();
    expect(card.getByText('PTS').closest('li')).toHaveTextContent('PTS 91 vs 89');
    expect(scopes).toEqual(['league/5']);

    await user.click(section.getByRole('button', { name: 'Plays like' }));
    expect(router.state.location.search).toBe('?comps=all');
    const across = await section.findByRole('link', { name: /Player 7/ });
    expect(across.closest('li')).toHaveTextContent('NCAA Men');
    expect(across.closest('li')).toHaveTextContent('81% similar');
    expect(scopes).toEqual(['league/5', 'all/5']);
  });

  it('shows the reason of an empty list', async () => {
    mockComps((scope) => ({
      scope,
      reason: 'Jane Doe has played 2 games; comps need at least 5.',
      items: [],
    }));
    renderWithProviders(<SimilarPlayers player={makePlayer()} />, {
      route: '/player/jane-doe?comps=all',
    });
    expect(
      await screen.findByText('Jane Doe has played 2 games; comps need at least 5.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Plays like' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});
