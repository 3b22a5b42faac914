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

  it('after a sync that failed: shows what it read, fills the region it read, and sends a corrected region and sync points', async () => {
    const bodies: unknown[] = [];
    const failed = status({
      state: 'failed',
      progress: 100,
      message:
        'Read the game clock on 4% of the film (3 of 80 sampled frames, in the scoreboard region the sync found): no play could be placed. The region showed: “DUKE 10 UNC 8”. Correct the clock region (clock_region=x,y,w,h, around the period and game clock) or give sync points (sync=[{period, clock, video_time}]).',
      poster: '/media/hosted/9/poster.jpg',
      read_region: { x: 214, y: 10, w: 200, h: 40, frame_w: 854, frame_h: 480, found: true },
      ocr: { frames: 80, read: 3, read_percent: 3.8, seen: ['DUKE 10 UNC 8', '1ST 11:41'] },
    });
    server.use(
      http.get('/api/games/7', () => HttpResponse.json({ data: gameFixture, rowCount: 1 })),
      http.post('/api/me/content/3/game', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ data: failed, rowCount: 1 });
      }),
      http.get('/api/games/7/film', () => HttpResponse.json({ data: failed, rowCount: 1 })),
    );
    const user = userEvent.setup();
    renderWithProviders(<AttachFilm itemId={3} />, { user: testUser });
    await user.type(screen.getByRole('textbox', { name: 'Game id or game page address' }), '7');
    await user.click(screen.getByRole('button', { name: 'Attach and sync' }));
    await waitFor(() => expect(bodies).toEqual([{ game_id: 7 }]));

    expect(await screen.findByRole('alert')).toHaveTextContent('Read the game clock on 4%');
    expect(screen.getByText('Scoreboard found automatically')).toBeInTheDocument();
    const crop = screen.getByRole('img', {
      name: 'Preview of the scoreboard region the sync read',
    });
    // The poster scaled so the region fills the box, its corner at the box's corner.
    expect(crop.style.backgroundImage).toContain('/media/hosted/9/poster.jpg');
    expect(crop.style.backgroundSize).toBe('427% 1200%');
    expect(crop.style.backgroundPosition).toBe('32.722% 2.273%');
    expect(
      screen.getByText('200 × 40 px at x 214, y 10 of the 854 × 480 frame'),
    ).toBeInTheDocument();
    expect(screen.getByText('The sync read: “DUKE 10 UNC 8”, “1ST 11:41”')).toBeInTheDocument();
    expect(
      screen.getByText('Game clock read on 3.8% of the film (3 of 80 sampled frames).'),
    ).toBeInTheDocument();

    // The region it read fills the fields, to be corrected right there.
    const x = screen.getByRole('textbox', { name: 'Left (x)' });
    expect(x).toHaveValue('214');
    expect(screen.getByRole('textbox', { name: 'Width' })).toHaveValue('200');
    await user.click(screen.getByRole('button', { name: 'Correct the clock region' }));
    expect(x).toHaveFocus();
    await user.clear(x);
    await user.type(x, '400');

    await user.click(screen.getByRole('button', { name: 'Add a sync point' }));
    const point = screen.getByRole('group', { name: 'Sync point 1' });
    await waitFor(() =>
      expect(within(point).getByRole('textbox', { name: 'Period' })).toHaveFocus(),
    );
    await user.type(within(point).getByRole('textbox', { name: 'Period' }), '1');
    await user.type(within(point).getByRole('textbox', { name: 'Clock' }), '11:4');
    await user.type(within(point).getByRole('textbox', { name: 'Film time (s)' }), '9');
    await user.click(screen.getByRole('button', { name: 'Attach and sync' }));
    expect(await screen.findByText(/Sync point 1: the clock is MM:SS/)).toBeInTheDocument();
    expect(within(point).getByRole('textbox', { name: 'Clock' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await user.type(within(point).getByRole('textbox', { name: 'Clock' }), '1');
    await user.click(screen.getByRole('button', { name: 'Attach and sync' }));
    await waitFor(() =>
      expect(bodies[1]).toEqual({
        game_id: 7,
        clock_region: { x: 400, y: 10, w: 200, h: 40 },
        sync: [{ period: 1, clock: '11:41', video_time: 9 }],
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Remove sync point 1' }));
    expect(screen.queryByRole('group', { name: 'Sync point 1' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Add a sync point' })).toHaveFocus(),
    );
  });

  it('a ready film: the region given, shown as numbers when there is no poster', async () => {
    const ready = status({
      state: 'ready',
      progress: 100,
      clock_region: { x: 10, y: 300, w: 200, h: 40 },
      read_region: { x: 30, y: 304, w: 120, h: 30, frame_w: 640, frame_h: 360, found: false },
      ocr: { frames: 200, read: 186, read_percent: 93, seen: ['1 11:41'] },
      plays: { total: 4, with_video: 4 },
    });
    server.use(
      http.get('/api/games/7', () => HttpResponse.json({ data: gameFixture, rowCount: 1 })),
      http.post('/api/me/content/3/game', () => HttpResponse.json({ data: ready, rowCount: 1 })),
      http.get('/api/games/7/film', () => HttpResponse.json({ data: ready, rowCount: 1 })),
    );
    const user = userEvent.setup();
    renderWithProviders(<AttachFilm itemId={3} />, { user: testUser });
    await user.type(screen.getByRole('textbox', { name: 'Game id or game page address' }), '7');
    await user.click(screen.getByRole('button', { name: 'Attach and sync' }));
    expect(await screen.findByText(/Synced: 4 of 4 plays have a clip/)).toBeInTheDocument();
    expect(screen.getByText('Clock region you gave')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(
      screen.getByText('Region read: 120 × 30 px at x 30, y 304 of the 640 × 360 frame'),
    ).toBeInTheDocument();
    expect(screen.getByText('The sync read: “1 11:41”')).toBeInTheDocument();
    // Nothing to correct: the fields stay as typed and no correction is offered.
    expect(
      screen.queryByRole('button', { name: 'Correct the clock region' }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Left (x)' })).toHaveValue('');
  });
});
