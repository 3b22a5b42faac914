import type { PlayerPlay } from '@hoopdex/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../config/paths';
import { playsFixture, por } from '../../features/game/testing-fixtures';
import { fakeMedia } from '../../features/film/testing/fake-media';
import { testUser } from '../../testing/mocks/handlers';
import { server } from '../../testing/mocks/server';
import { renderApp } from '../../testing/render-app';
import { makePlayer } from '../../testing/stat-fixtures';
import { hlsCalls, resetHlsCalls } from '../../testing/fake-hls';

vi.mock('hls.js/light', () => import('../../testing/fake-hls'));

const filmA = '/media/hosted/5/v1/master.m3u8';
const filmB = '/media/hosted/6/v1/master.m3u8';
const base = playsFixture[0]!;
const play = (seq: number, game: number, video: [string, number, number] | null): PlayerPlay => ({
  ...base,
  seq,
  player: { slug: 'jane-doe', name: 'Jane Doe' },
  game_id: game,
  game_date: game === 1 ? '2025-01-10' : '2025-01-08',
  opponent: por,
  video: video && { content_id: null, stream_url: video[0], poster: null, start: video[1], end: video[2] },
});

/** Page 1: two clips of film A, a play without film, a clip of film B; page 2: one more clip. */
const page1 = [play(1, 1, [filmA, 10, 17]), play(2, 1, [filmA, 40, 47]), play(3, 1, null), play(4, 2, [filmB, 5, 12])];
const page2 = [play(5, 2, [filmB, 90, 97])];

function mockPlays() {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get('/api/players/jane-doe', () => HttpResponse.json({ data: makePlayer(), rowCount: 1 })),
    http.get('/api/players/jane-doe/games', () => HttpResponse.json({ data: [], rowCount: 0 })),
    http.get('/api/players/jane-doe/plays', ({ request }) => {
      const q = new URL(request.url).searchParams;
      asked.push(q);
      // 21 plays: page 1 holds the first 20 (four here, the rest beyond the fixture), page 2 one.
      return HttpResponse.json({ data: q.get('offset') === '20' ? page2 : page1, rowCount: 21 });
    }),
  );
  return asked;
}

const video = () => screen.getByTestId('film-video') as HTMLVideoElement;
const items = () => within(screen.getByRole('list', { name: /plays/ })).getAllByRole('listitem');
const current = () => items().find((li) => li.getAttribute('aria-current') === 'true');
const currentIndex = () => items().indexOf(current()!);

describe('clip playlist', () => {
  let media: ReturnType<typeof fakeMedia>;
  beforeEach(() => {
    resetHlsCalls();
    media = fakeMedia();
  });
  afterEach(() => vi.restoreAllMocks());

  it('plays the clips back to back: seeks within a film, loads the next film, skips a play without film, turns the page', async () => {
    const asked = mockPlays();
    renderApp(paths.playerPlays('jane-doe', { event: 'fg3_made' }), { user: testUser });
    expect(await screen.findByRole('heading', { level: 1, name: /Made threes/ })).toBeInTheDocument();
    expect(asked[0]?.get('event')).toBe('fg3_made');
    // The first clip: film A opens at its start (hls.js startPosition) and plays.
    await waitFor(() => expect(hlsCalls.sources).toEqual([filmA]));
    expect(hlsCalls.starts).toEqual([10]);
    await waitFor(() => expect(media.plays.count).toBeGreaterThan(0));
    expect(current()).toHaveTextContent('11:42 Q1');
    expect(screen.getByText(/no film/i)).toBeInTheDocument();

    // Still inside the clip: nothing moves. Past its end: the next clip of the same film (a seek).
    media.advance(video(), 15);
    expect(media.seeks).not.toContain(40);
    media.advance(video(), 17.2);
    await waitFor(() => expect(media.time(video())).toBe(40));
    expect(currentIndex()).toBe(1);
    expect(hlsCalls.sources).toEqual([filmA]);

    // Its end: the play without film is passed over, and film B loads at its clip.
    media.advance(video(), 47.1);
    await waitFor(() => expect(hlsCalls.sources).toEqual([filmA, filmB]));
    expect(hlsCalls.starts.at(-1)).toBe(5);
    expect(currentIndex()).toBe(3);

    // The page's last clip ends: page 2 opens (in the URL) and its first clip plays.
    media.advance(video(), 12.5);
    await waitFor(() => expect(asked.some((q) => q.get('offset') === '20')).toBe(true));
    await waitFor(() => expect(media.time(video())).toBe(90));
    expect(screen.getByText(/Page 2 of 2/)).toBeInTheDocument();
    expect(current()).toBeDefined();
    // The last clip of the list ends: playback stops there.
    const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
    media.advance(video(), 97.5);
    expect(await screen.findByText('End of the playlist.')).toBeInTheDocument();
    expect(pause).toHaveBeenCalled();
  });

  it('Previous and Next move between clips; a clip can be picked from the list', async () => {
    mockPlays();
    const user = userEvent.setup();
    renderApp(paths.playerPlays('jane-doe', { event: 'fg3_made' }), { user: testUser });
    await waitFor(() => expect(hlsCalls.sources).toEqual([filmA]));
    expect(screen.getByRole('button', { name: 'Previous clip' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next clip' }));
    await waitFor(() => expect(media.time(video())).toBe(40));
    await user.click(screen.getByRole('button', { name: /Watch: 11:42 Q1, Jane Doe made a three, 1\.8\.25/ }));
    await waitFor(() => expect(hlsCalls.sources.at(-1)).toBe(filmB));
    await user.click(screen.getByRole('button', { name: 'Previous clip' }));
    await waitFor(() => expect(hlsCalls.sources.at(-1)).toBe(filmA));
    expect(within(current()!).getByRole('button')).toHaveAccessibleName(/1\.10\.25/);
  });

  it('filters by made or missed, game and period in the URL, from page 1', async () => {
    const asked = mockPlays();
    const user = userEvent.setup();
    renderApp(paths.playerPlays('jane-doe', { event: 'fg3_made', page: 2 }), { user: testUser });
    await screen.findByRole('heading', { level: 1, name: /Made threes/ });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Made or missed' }), 'missed');
    await waitFor(() => expect(asked.at(-1)?.get('event')).toBe('fg3_missed'));
    expect(asked.at(-1)?.get('offset')).toBe('0');
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Missed threes'),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Plays' }), 'assists');
    await waitFor(() => expect(asked.at(-1)?.get('event')).toBe('ast'));
    await waitFor(() =>
      expect(screen.queryByRole('combobox', { name: 'Made or missed' })).not.toBeInTheDocument(),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), '2');
    await waitFor(() => expect(asked.at(-1)?.get('period')).toBe('2'));
  });
});
