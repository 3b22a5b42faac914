import type { Play } from '@hoopdex/contract';
import { describe, expect, it } from 'vitest';
import { playableFrom, stepFrom } from './clip-queue';

const film = (start: number, end: number): Play['video'] => ({
  content_id: 5,
  stream_url: '/media/hosted/5/v1/master.m3u8',
  poster: null,
  start,
  end,
});
const team = { id: 1, name: 'Boston Celtics', abbreviation: 'BOS' };
const play = (seq: number, video: Play['video']): Play => ({
  seq,
  period: 1,
  clock: '11:42',
  event: 'fg3_made',
  team,
  player: { slug: 'nia-new', name: 'Nia New' },
  shot_x: null,
  shot_y: null,
  video,
});
// Clips at 0 and 3, none at 1 (no film) or 2 (an empty clip).
const plays: Play[] = [
  play(1, film(10, 17)),
  play(2, null),
  play(3, film(30, 30)),
  play(4, film(50, 57)),
];

describe('clip queue', () => {
  it('goes from a clip to the next with film, skipping plays without one', () => {
    expect(playableFrom(plays, null, 1)).toBe(0);
    expect(playableFrom(plays, 0, 1)).toBe(3);
    expect(playableFrom(plays, 3, -1)).toBe(0);
    expect(playableFrom(plays, null, -1)).toBe(3);
    expect(playableFrom(plays, 3, 1)).toBeNull();
  });

  it('turns the page at the end of one, and stops at the end of the last', () => {
    expect(stepFrom(plays, 0, 1, 1, 2)).toEqual({ kind: 'play', index: 3 });
    expect(stepFrom(plays, 3, 1, 1, 2)).toEqual({ kind: 'page', page: 2, edge: 'first' });
    expect(stepFrom(plays, 0, -1, 2, 2)).toEqual({ kind: 'page', page: 1, edge: 'last' });
    expect(stepFrom(plays, 3, 1, 2, 2)).toEqual({ kind: 'end' });
    expect(stepFrom(plays, 0, -1, 1, 2)).toEqual({ kind: 'end' });
    // A page without any film is passed over the same way.
    const none = plays.map((p) => ({ ...p, video: null }));
    expect(stepFrom(none, null, 1, 1, 3)).toEqual({ kind: 'page', page: 2, edge: 'first' });
  });
});
