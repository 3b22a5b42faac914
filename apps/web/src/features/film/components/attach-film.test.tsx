import type { FilmStatus, GameDetail } from '@hoopdex/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeGameLine } from '../../../testing/intel-fixtures';
import { testUser } from '../../../testing/mocks/handlers';
import { server } from '../../../testing/mocks/server';
import { renderWithProviders } from '../../../testing/render-app';
import { AttachFilm } from './attach-film';

const side = (id: number, name: string, score: number) => ({
  team: { id, name, abbreviation: name.slice(0, 3).toUpperCase() },
  score,
  lines: [],
});
const gameFixture: GameDetail = {
  id: 7,
  game_date: '2025-01-10',
  league: { id: 1, name: 'nba', display_name: 'NBA' },
  season_label: '2024-25',
  periods: { regulation: 4, minutes: 12 },
  home: side(1, 'Boston Celtics', 5),
  away: side(2, 'Portland Trail Blazers', 0),
  plays_count: 4,
  mismatches: [],
};
const status = (over: Partial<FilmStatus>): FilmStatus => ({
  game_id: 7,
  state: 'queued',
  progress: 0,
  message: null,
  studio_item_id: 3,
  content_id: null,
  stream_url: null,
  poster: null,
  duration: null,
  clock_region: null,
  read_region: null,
  sync: [],
  ocr: null,
  plays: { total: 4, with_video: 0 },
  ...over,
});

describe('Attach to a game', () => {
  it('checks the game id as typed, refuses a bad region, and sends the game and region', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.get('/api/games/7', () => HttpResponse.json({ data: gameFixture, rowCount: 1 })),
      http.get('/api/games/8', () =>
        HttpResponse.json({ errors: [{ msg: 'No such game', param: 'gameId' }] }, { status: 404 }),
      ),
      http.post('/api/me/content/3/game', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ data: status({}), rowCount: 1 });
      }),
      http.get('/api/games/7/film', () =>
        HttpResponse.json({ data: status({ state: 'processing', progress: 30 }), rowCount: 1 }),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<AttachFilm itemId={3} />, { user: testUser });
    const game = screen.getByRole('textbox', { name: 'Game id or game page address' });
    await user.type(game, 'abc');
    await user.click(screen.getByRole('button', { name: 'Attach and sync' }));
    expect(await screen.findByText(/Enter a game id/)).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await user.clear(game);
    await user.type(game, '8');
    expect(await screen.findByText('No game has this id.')).toBeInTheDocument();
    await user.clear(game);
    await user.type(game, 'https://hoopdex.example/game/7');
    expect(
      await screen.findByText(/Portland Trail Blazers 0 at Boston Celtics 5/),
    ).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Left (x)' }), '10');
    await user.click(screen.getByRole('button', { name: 'Attach and sync' }));
    expect(await screen.findByText(/Give x, y, width and height/)).toBeInTheDocument();
    expect(bodies).toEqual([]);
    await user.type(screen.getByRole('textbox', { name: 'Top (y)' }), '300');
    await user.type(screen.getByRole('textbox', { name: 'Width' }), '200');
    await user.type(screen.getByRole('textbox', { name: 'Height' }), '40');
    await user.click(screen.getByRole('button', { name: 'Attach and sync' }));
    await waitFor(() =>
      expect(bodies).toEqual([{ game_id: 7, clock_region: { x: 10, y: 300, w: 200, h: 40 } }]),
    );
    // Then the film's state, followed until it is synced.
    expect(await screen.findByText('Film queued for syncing')).toBeInTheDocument();
  });

  it('offers the tagged players’ recent games: a click fills the game and marks it chosen', async () => {
    const bodies: unknown[] = [];
    const games = [
      makeGameLine({
        game_id: 7,
        game_date: '2025-01-10',
        home: true,
        opponent_name: 'Portland Trail Blazers',
        result: 'W',
        team_score: 5,
        opponent_score: 0,
      }),
      makeGameLine({
        game_id: 6,
        game_date: '2025-01-08',
        home: false,
        opponent_name: 'Utah Jazz',
        result: 'L',
        team_score: 99,
        opponent_score: 104,
      }),
    ];
    server.use(
      http.get('/api/players/jane-doe/games', () =>
        HttpResponse.json({ data: games, rowCount: 2 }),
      ),
      http.get('/api/games/7', () => HttpResponse.json({ data: gameFixture, rowCount: 1 })),
      http.post('/api/me/content/3/game', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ data: status({}), rowCount: 1 });
      }),
      http.get('/api/games/7/film', () => HttpResponse.json({ data: status({}), rowCount: 1 })),
    );
    const user = userEvent.setup();
    renderWithProviders(
      <AttachFilm itemId={3} players={[{ slug: 'jane-doe', name: 'Jane Doe' }]} />,
      {
        user: testUser,
      },
    );
    const recent = await screen.findByRole('region', { name: 'Recent games of Jane Doe' });
    const home = await within(recent).findByRole('button', {
      name: /vs Portland Trail Blazers, W 5-0/,
    });
    expect(within(recent).getByRole('button', { name: /at Utah Jazz, L 99-104/ })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await user.click(home);
    expect(screen.getByRole('textbox', { name: 'Game id or game page address' })).toHaveValue('7');
    expect(home).toHaveAttribute('aria-pressed', 'true');
    expect(
      await screen.findByText(/Portland Trail Blazers 0 at Boston Celtics 5/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Attach and sync' }));
    await waitFor(() => expect(bodies).toEqual([{ game_id: 7 }]));
  });

  it('shows the server’s refusal', async () => {
    server.use(
      http.get('/api/games/7', () => HttpResponse.json({ data: gameFixture, rowCount: 1 })),
      http.post('/api/me/content/3/game', () =>
        HttpResponse.json(
          {
            errors: [
              { msg: 'The video is not ready yet: attach it once it is processed', param: 'id' },
            ],
          },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<AttachFilm itemId={3} />, { user: testUser });
    await user.type(screen.getByRole('textbox', { name: 'Game id or game page address' }), '7');
    await user.click(screen.getByRole('button', { name: 'Attach and sync' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The video is not ready yet');
  });
});
