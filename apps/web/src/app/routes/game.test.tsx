import userEvent from '@testing-library/user-event';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { paths } from '../../config/paths';
import { gameFixture, playsFixture } from '../../features/game/testing-fixtures';
import { testUser } from '../../testing/mocks/handlers';
import { server } from '../../testing/mocks/server';
import { renderApp } from '../../testing/render-app';

function mockGame(game = gameFixture, plays = playsFixture) {
  server.use(
    http.get('/api/games/7', () => HttpResponse.json({ data: game, rowCount: 1 })),
    http.get('/api/games/7/plays', () =>
      HttpResponse.json({ data: plays, rowCount: plays.length }),
    ),
  );
}

describe('game page', () => {
  it('shows the score, the film placeholder, both box scores and the plays by period', async () => {
    mockGame();
    renderApp(paths.game(7), { user: testUser });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: /Portland Trail Blazers 0 at Boston Celtics 5/,
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Film not yet available' })).toBeInTheDocument();
    const home = screen.getByRole('region', { name: 'Boston Celtics box score' });
    expect(within(home).getByRole('rowheader', { name: 'Nia New' })).toBeInTheDocument();
    expect(within(home).getByRole('link', { name: 'Nia New' })).toHaveAttribute(
      'href',
      paths.player('nia-new', 'statistics'),
    );
    expect(
      screen.getByRole('region', { name: 'Portland Trail Blazers box score' }),
    ).toBeInTheDocument();

    const q1 = await screen.findByRole('region', { name: 'First quarter' });
    expect(within(q1).getAllByRole('listitem')).toHaveLength(2);
    expect(within(q1).getAllByRole('listitem')[0]).toHaveTextContent(
      /11:42\s*BOS\s*Nia New made a three/,
    );
    expect(within(q1).getAllByRole('listitem')[1]).toHaveTextContent('48.3');
    expect(screen.getByRole('region', { name: 'Second quarter' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Overtime' })).toBeInTheDocument();
    expect(screen.getByText('4 plays')).toBeInTheDocument();
  });

  it('filters the plays by player and kind, in the URL', async () => {
    mockGame();
    const user = userEvent.setup();
    renderApp(paths.game(7), { user: testUser });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Player' }), 'omar-opp');
    expect(await screen.findByText('2 of 4 plays')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Overtime' })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Plays' }), 'rebounds');
    expect(await screen.findByText('1 of 4 plays')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Plays' }), 'fouls');
    expect(await screen.findByText('No plays match these filters.')).toBeInTheDocument();
  });

  it('reads the filters from the URL, so a filtered list can be shared', async () => {
    mockGame();
    renderApp(`${paths.game(7)}?player=omar-opp&event=rebounds`, { user: testUser });
    expect(await screen.findByText('1 of 4 plays')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Player' })).toHaveValue('omar-opp');
  });

  it('shows kept differences from the box score, and a game without plays says so', async () => {
    mockGame(
      {
        ...gameFixture,
        plays_count: 0,
        mismatches: [
          { player: { slug: 'nia-new', name: 'Nia New' }, stat: 'pts', box_score: 5, events: 2 },
        ],
      },
      [],
    );
    renderApp(paths.game(7), { user: testUser });
    expect(
      await screen.findByText('Nia New: pts 5 in the box score, 2 in the plays'),
    ).toBeInTheDocument();
    expect(await screen.findByText('No play-by-play for this game yet.')).toBeInTheDocument();
  });

  it('an unknown game and a malformed id are "Game not found"', async () => {
    server.use(
      http.get('/api/games/8', () =>
        HttpResponse.json({ errors: [{ msg: 'No such game', param: 'gameId' }] }, { status: 404 }),
      ),
      http.get('/api/games/8/plays', () =>
        HttpResponse.json({ errors: [{ msg: 'No such game', param: 'gameId' }] }, { status: 404 }),
      ),
    );
    renderApp(paths.game(8), { user: testUser });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Game not found' }),
    ).toBeInTheDocument();
  });

  it('a malformed id asks nothing and is "Game not found"', async () => {
    renderApp('/game/abc', { user: testUser });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Game not found' }),
    ).toBeInTheDocument();
  });
});
