import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';
import { clipFor, filmMoment, type ClockRegion } from '@hoopdex/contract';
import { buildMap } from './clock-map';
import { readClock } from './clock-ocr';
import { filmLength, trueMoment, type FilmSegment } from './drawn-film';
import { findScoreboard } from './find-scoreboard';
import { styleFilmArgs, styleRegion, type BoardStyle } from './scoreboard-styles';

// Syncing a corpus film (scoreboard-styles.ts) and scoring it against the truth: shared by the
// corpus test and bench:film-sync, so both measure the same thing.

const run = promisify(execFile);

export async function drawStyleFilm(file: string, style: BoardStyle, segments: FilmSegment[]) {
  if (!existsSync(file)) await run('ffmpeg', styleFilmArgs(file, style, segments));
}

export interface StyleScore {
  style: string;
  /** 'given': the board's region as a person would draw it; 'found': findScoreboard's. */
  region: 'given' | 'found';
  box: ClockRegion | null;
  plays: number;
  /** Plays whose clip holds their true moment. */
  inside: number;
  /** Median |placed moment − true moment| over plays that are not free throws, in seconds. */
  medianError: number | null;
  /** Sampled frames whose clock was read and kept. */
  readShare: number;
  seen: string[];
  seconds: number;
}

const median = (xs: number[]) => {
  if (!xs.length) return null;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
};

/** Syncs `file` (drawn in `style` from `segments`) and scores each play of `plays`. */
export async function scoreStyle(
  file: string,
  style: BoardStyle,
  segments: FilmSegment[],
  plays: [number, number, string][],
  region: 'given' | 'found',
): Promise<StyleScore> {
  const t0 = performance.now();
  const duration = filmLength(segments);
  const quiet = { onChild: () => undefined, onProgress: () => undefined };
  const box =
    region === 'given'
      ? styleRegion(style)
      : ((await findScoreboard(file, { width: style.width, height: style.height, duration }))
          ?.region ?? null);
  const ocr = box
    ? await readClock(file, box, duration, quiet)
    : { frames: 1, readings: [], step: 0.25, seen: [] };
  const { map, kept } = buildMap(ocr.readings, [], ocr.step, 12 * 600);
  let inside = 0;
  const errors: number[] = [];
  for (const [period, clock, event] of plays) {
    const truth = trueMoment(segments, period, clock, event)!;
    const clip = clipFor(map, period, clock, event, duration);
    if (clip && clip.start <= truth && truth <= clip.end) inside++;
    const moment = filmMoment(map, period, clock);
    if (moment && !event.startsWith('ft_')) errors.push(Math.abs(moment.at - truth));
  }
  return {
    style: style.name,
    region,
    box,
    plays: plays.length,
    inside,
    medianError: median(errors),
    readShare: kept / Math.max(1, ocr.frames),
    seen: ocr.seen,
    seconds: (performance.now() - t0) / 1000,
  };
}
