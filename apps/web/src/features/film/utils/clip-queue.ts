import type { FilmPlay } from '../api/film-types';

/** Whether a play has a clip to watch (a play without film is listed, never played). */
export const hasClip = (p: FilmPlay): boolean => p.video !== null && p.video.end > p.video.start;

/**
 * The next play with film after `from` (dir 1) or before it (dir -1), skipping plays without
 * film; null when there is none on this page. `from` null: the first (or last) with film.
 */
export function playableFrom(
  plays: readonly FilmPlay[],
  from: number | null,
  dir: 1 | -1,
): number | null {
  let i = from === null ? (dir === 1 ? 0 : plays.length - 1) : from + dir;
  for (; i >= 0 && i < plays.length; i += dir) {
    const play = plays[i];
    if (play && hasClip(play)) return i;
  }
  return null;
}

/** Where playback goes after a clip ends, or on Next / Previous. */
export type QueueStep =
  | { kind: 'play'; index: number }
  /** Nothing more on this page: turn the page and go on from its first (or last) clip. */
  | { kind: 'page'; page: number; edge: 'first' | 'last' }
  | { kind: 'end' };

export function stepFrom(
  plays: readonly FilmPlay[],
  current: number | null,
  dir: 1 | -1,
  page: number,
  pages: number,
): QueueStep {
  const index = playableFrom(plays, current, dir);
  if (index !== null) return { kind: 'play', index };
  if (dir === 1 && page < pages) return { kind: 'page', page: page + 1, edge: 'first' };
  if (dir === -1 && page > 1) return { kind: 'page', page: page - 1, edge: 'last' };
  return { kind: 'end' };
}
