import type { FilmStatus, Play } from '@hoopdex/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../config/paths';
import { fakeMedia } from '../../features/film/testing/fake-media';
import { gameFixture, playsFixture } from '../../features/game/testing-fixtures';
import { testUser } from '../../testing/mocks/handlers';
import { server } from '../../testing/mocks/server';
import { renderApp } from '../../testing/render-app';
import { hlsCalls, resetHlsCalls } from '../../testing/fake-hls';

vi.mock('hls.js/light', () => import('../../testing/fake-hls'));

const film = '/media/hosted/5/v1/master.m3u8';
const clip = (start: number): Play['video'] => ({ content_id: 5, stream_url: film, poster: null, start, end: start + 7 });
// Plays 1, 2 and 4 have clips; play 3 (a rebound) has none.
const plays: Play[] = playsFixture.map((p) => ({ ...p, video: p.seq === 3 ? null : clip(p.seq * 20) }));
const status = (over: Partial<FilmStatus>): FilmStatus => ({
  game_id: 7,
  state: 'ready',
  progress: 100,
  message: null,
  studio_item_id: 3,
  content_id: 5,
  stream_url: film,
  poster: null,
  duration: 600,
  clock_region: null,
  read_region: null,
  sync: [],
  ocr: null,
  plays: { total: 4, with_video: 3 },
  ...over,
});

function mockGame(filmStatus: FilmStatus) {
  server.use(
    http.get('/api/games/7', () => HttpResponse.json({ data: gameFixture, rowCount: 1 })),
    http.get('/api/games/7/plays', () => HttpResponse.json({ data: plays, rowCount: plays.length })),
    http.get('/api/games/7/film', () => HttpResponse.json({ data: filmStatus, rowCount: 1 })),
  );
}

describe('game page with film', () => {
  let media: ReturnType<typeof fakeMedia>;
  beforeEach(() => {
    resetHlsCalls();
    media = fakeMedia();
  });
  afterEach(() => vi.restoreAllMocks());

  it('a play with a clip has a Watch button: the film seeks to the clip and plays, and the play is marked', async () => {
    mockGame(status({}));
    const user = userEvent.setup();
    renderApp(paths.game(7), { user: testUser });
    const watch = await screen.findByRole('button', { name: 'Watch: 10:00 Q2, Omar Opp defensive rebound' }).catch(() => null);
    // The rebound has no clip: no button, it says "No film".
    expect(watch).toBeNull();
    const q1 = screen.getByRole('region', { name: 'First quarter' });
    await user.click(within(q1).getByRole('button', { name: 'Watch: 48.3 Q1, Omar Opp missed a two' }));
    const video = screen.getByTestId('film-video') as HTMLVideoElement;
    await waitFor(() => expect(media.time(video)).toBe(40));
    await waitFor(() => expect(media.plays.count).toBeGreaterThan(0));
    expect(hlsCalls.sources).toEqual([film]);
    const marked = within(q1).getAllByRole('listitem')[1];
    expect(marked).toHaveAttribute('aria-current', 'true');
    expect(screen.getByText('Playing: 48.3 Q1, Omar Opp missed a two')).toBeInTheDocument();
    // The film runs on into the overtime play's clip: that play is marked now.
    media.advance(video, 82);
    await waitFor(() =>
      expect(within(screen.getByRole('region', { name: 'Overtime' })).getByRole('listitem')).toHaveAttribute('aria-current', 'true'),
    );
    expect(marked).not.toHaveAttribute('aria-current');
    expect(screen.getAllByText('No film').length).toBe(1);
  });

  it('a film being synced shows its progress; a failed one says why', async () => {
    mockGame(status({ state: 'processing', progress: 42 }));
    const first = renderApp(paths.game(7), { user: testUser });
    expect(await screen.findByText('42%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Syncing the film' })).toHaveAttribute('value', '42');
    expect(screen.queryByRole('button', { name: /^Watch/ })).not.toBeInTheDocument();
    first.unmount();
    mockGame(status({ state: 'failed', message: 'Read the clock on 12% of the frames: add sync points' }));
    renderApp(paths.game(7), { user: testUser });
    expect(await screen.findByRole('alert')).toHaveTextContent('Read the clock on 12% of the frames');
  });

  it('says how the film was synced: the scoreboard found, a preview of it, what it read', async () => {
    mockGame(
      status({
        poster: '/media/hosted/5/poster.jpg',
        read_region: { x: 1000, y: 20, w: 260, h: 40, frame_w: 1280, frame_h: 720, found: true },
        ocr: { frames: 120, read: 111, read_percent: 92.5, seen: ['Q1 11:41'] },
      }),
    );
    const user = userEvent.setup();
    renderApp(paths.game(7), { user: testUser });
    const summary = await screen.findByText('How the film was synced');
    // Closed at first (the film plays); a native <details> (keyboard-operable in browsers).
    expect(screen.queryByText('Scoreboard found automatically')).not.toBeVisible();
    await user.click(summary);
    expect(screen.getByText('Scoreboard found automatically')).toBeVisible();
    expect(screen.getByText('3 of 4 plays have a clip.')).toBeInTheDocument();
    const crop = screen.getByRole('img', { name: 'Preview of the scoreboard region the sync read' });
    expect(crop.style.backgroundPosition).toBe('98.039% 2.941%');
    expect(screen.getByText('The sync read: “Q1 11:41”')).toBeInTheDocument();
    expect(
      screen.getByText('Game clock read on 92.5% of the film (111 of 120 sampled frames).'),
    ).toBeInTheDocument();
  });

  it('a failed film shows what the region showed, open', async () => {
    mockGame(
      status({
        state: 'failed',
        message: 'Read the game clock on 0% of the film: no play could be placed.',
        read_region: { x: 10, y: 300, w: 200, h: 40, frame_w: 640, frame_h: 360, found: false },
        ocr: { frames: 80, read: 0, read_percent: 0, seen: [] },
      }),
    );
    renderApp(paths.game(7), { user: testUser });
    expect(await screen.findByText('Clock region you gave')).toBeVisible();
    expect(
      screen.getByText('Region read: 200 × 40 px at x 10, y 300 of the 640 × 360 frame'),
    ).toBeVisible();
    expect(screen.getByText('The sync read no text there.')).toBeVisible();
  });
});
