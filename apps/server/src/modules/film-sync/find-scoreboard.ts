import type { ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ClockRegion } from '@hoopdex/contract';
import { runFfmpeg } from '../media/index';
import { boardIn } from './board-place';
import type { OcrWord } from './scoreboard-text';
import { tesseractWords } from './tesseract';

/** Whole frames read to find the board: enough to see the clock move, few enough to be quick. */
const SAMPLES = 12;
/** Frames are read at most this wide: a board's figures stay 15 px or more at 1080p. */
const READ_WIDTH = 1280;

export interface FoundBoard {
  region: ClockRegion;
  /** Sampled frames whose clock stood at the found place, of `frames`. */
  seenIn: number;
  frames: number;
}

/**
 * Where the scoreboard is, when nobody said (issue 29): sample whole frames across the film,
 * read every word on them (sparse text, any place), and take the place where clock-shaped words
 * stand in most frames and show more than one value (a clock that moves; a date or a static
 * caption does not). The region is that clock and the period word beside it, with a margin:
 * the reader then finds the clock inside it as it does in a region given by hand.
 */
export async function findScoreboard(
  source: string,
  video: { width: number; height: number; duration: number },
  onChild: (c: ChildProcess | null) => void = () => undefined,
  regulation = 4,
): Promise<FoundBoard | null> {
  const scale = Math.min(1, READ_WIDTH / video.width);
  const work = await mkdtemp(path.join(os.tmpdir(), 'hx-find-board-'));
  try {
    // Evenly over the film, skipping its very start and end (titles, a black frame).
    const rate = SAMPLES / Math.max(1, video.duration * 0.9);
    const run = runFfmpeg([
      '-v',
      'error',
      '-ss',
      String(video.duration * 0.05),
      '-i',
      source,
      '-vf',
      `fps=${rate.toFixed(6)},scale=${Math.round((video.width * scale) / 2) * 2}:-2,format=gray`,
      '-frames:v',
      String(SAMPLES),
      path.join(work, 'frame-%03d.png'),
    ]);
    onChild(run.child);
    await run.done;
    const files = (await readdir(work)).filter((f) => f.endsWith('.png')).sort();
    // Each frame read as it is and inverted, in two page modes: tesseract's page analysis misses
    // light text on a dark box over a mid-tone picture in one polarity or the other; sparse mode
    // (psm 11) misses a light box on a dark field altogether, and automatic layout (psm 3) may
    // read a wide strip's first items only. Four reads of 12 frames: a few seconds, once.
    const negated = runFfmpeg([
      '-v',
      'error',
      '-i',
      path.join(work, 'frame-%03d.png'),
      '-vf',
      'negate',
      path.join(work, 'neg-%03d.png'),
    ]);
    onChild(negated.child);
    await negated.done;
    const frames: OcrWord[][] = files.map(() => []);
    const jobs = files.flatMap((f, i) =>
      [f, f.replace('frame-', 'neg-')].flatMap((name) =>
        ([3, 11] as const).map((psm) => ({ name, i, psm })),
      ),
    );
    let next = 0;
    const worker = async () => {
      while (next < jobs.length) {
        const { name, i, psm } = jobs[next++]!;
        frames[i]!.push(...(await tesseractWords(path.join(work, name), psm, onChild)));
      }
    };
    await Promise.all([worker(), worker()]);
    onChild(null);
    const board = boardIn(frames, regulation);
    if (!board) return null;
    const toSource = (v: number) => Math.round(v / scale);
    const x = Math.max(0, toSource(board.left));
    const y = Math.max(0, toSource(board.top));
    return {
      region: {
        x,
        y,
        w: Math.min(video.width - x, toSource(board.right - board.left)),
        h: Math.min(video.height - y, toSource(board.bottom - board.top)),
      },
      seenIn: board.seenIn,
      frames: files.length,
    };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
