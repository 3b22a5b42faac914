import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FilmSegment } from '../../apps/server/src/modules/film-sync/drawn-film';
import {
  boardStyles,
  styleFilmArgs,
} from '../../apps/server/src/modules/film-sync/scoreboard-styles';

// Files a creator would pick to upload, drawn by ffmpeg (no download), in a temp folder of the
// worker's own.
const tmp = mkdtempSync(path.join(tmpdir(), 'hoopdex-e2e-media-'));

/** A real 3 s H.264/AAC clip, as a creator's phone would give one. */
export function makeVideo(name: string): string {
  const file = path.join(tmp, `${name}.mp4`);
  execFileSync('ffmpeg', [
    ...[
      '-y',
      '-loglevel',
      'error',
      '-f',
      'lavfi',
      '-i',
      'testsrc2=duration=3:size=320x240:rate=25',
    ],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=3'],
    ...['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', file],
  ]);
  return file;
}

/** A 320×180 PNG picture. */
export function makePicture(name: string): string {
  const file = path.join(tmp, `${name}.png`);
  execFileSync('ffmpeg', [
    '-y',
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    'testsrc2=size=320x180',
    '-frames:v',
    '1',
    file,
  ]);
  return file;
}

/**
 * A game film drawn by ffmpeg with one of the film sync's corpus scoreboards (issue 29, a board
 * not our own: `broadcast-strip`, `college-dark-on-light`, …) over `segments`.
 */
export function makeStyledFilm(name: string, style: string, segments: FilmSegment[]): string {
  const board = boardStyles.find((b) => b.name === style);
  if (!board) throw new Error(`No board style ${style}`);
  const file = path.join(tmp, `${name}.mp4`);
  execFileSync('nice', ['-n', '10', 'ffmpeg', ...styleFilmArgs(file, board, segments)]);
  return file;
}
