import { execFile, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ClockRegion } from '@hoopdex/contract';
import { runFfmpeg } from '../hosted-video/run-ffmpeg';

/** One sampled frame's scoreboard as OCR read it: period (if shown) and clock in tenths. */
export interface ClockReading {
  t: number;
  period: number | null;
  clock: number;
  /** The same text read as a period run into a shorter clock ("18:49": period 1, 8:49). */
  alt?: { period: number; clock: number };
}

export interface OcrResult {
  /** Frames sampled (read or not). */
  frames: number;
  readings: ClockReading[];
  /** Seconds between samples. */
  step: number;
}

/** Crops stacked into one picture for one tesseract run: far fewer processes than frames. */
const PER_TILE = 50;
const CROP_HEIGHT = 80;
const PADDING = 10;

/**
 * Samples: 4 a second up to 20 minutes of film, 2 above (a stoppage starts within a quarter of
 * a second, and a 2-hour game still reads in minutes on two cores).
 */
export const sampleRate = (duration: number) => (duration <= 1200 ? 4 : 2);

const CLOCK = /^(\d{1,2}):([0-5]\d)$/;
const TENTHS = /^(\d{1,2})\.(\d)$/;

function clockOf(text: string): number | null {
  const m = CLOCK.exec(text);
  if (m) return Number(m[1]) <= 20 ? (Number(m[1]) * 60 + Number(m[2])) * 10 : null;
  const s = TENTHS.exec(text);
  if (s && Number(s[1]) < 60) return Number(s[1]) * 10 + Number(s[2]);
  return null;
}

/**
 * A scoreboard line → period and clock. The clock is the last token that reads as one; a lone
 * number before it is the period. OCR often runs the two together ("111:49": period 1 and 11:49),
 * so a clock token with extra leading digits gives the first digit to the period.
 */
export function parseScoreboard(line: string): Omit<ClockReading, 't'> | null {
  const tokens = line.trim().split(/\s+/).filter(Boolean);
  for (let i = tokens.length - 1; i >= 0; i--) {
    const token = tokens[i]!;
    const clock = clockOf(token);
    if (clock !== null) {
      const before = tokens[i - 1];
      const period = before && /^\d$/.test(before) ? Number(before) : null;
      const glued = period ? null : /^([1-9])(\d:[0-5]\d)$/.exec(token);
      return {
        period: period && period > 0 ? period : null,
        clock,
        ...(glued ? { alt: { period: Number(glued[1]), clock: clockOf(glued[2]!)! } } : {}),
      };
    }
    // Period run into the clock: one leading digit, then a clock.
    const joined = /^(\d)(\d{1,2}[:.]\d{1,2})$/.exec(token);
    if (joined) {
      const rest = clockOf(joined[2]!);
      if (rest !== null && Number(joined[1]) > 0) return { period: Number(joined[1]), clock: rest };
    }
  }
  return null;
}

interface TsvWord {
  top: number;
  height: number;
  left: number;
  text: string;
}

/** tesseract's TSV: level-5 rows are words with their box. */
function wordsOf(tsv: string): TsvWord[] {
  const words: TsvWord[] = [];
  for (const line of tsv.split('\n')) {
    const c = line.split('\t');
    if (c[0] !== '5' || c.length < 12 || !c[11]!.trim()) continue;
    words.push({ left: Number(c[6]), top: Number(c[7]), height: Number(c[9]), text: c[11]!.trim() });
  }
  return words;
}

function tesseract(image: string, onChild: (c: ChildProcess | null) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      'nice',
      [
        '-n',
        '10',
        'tesseract',
        image,
        'stdout',
        '--psm',
        '6',
        '-c',
        'tessedit_char_whitelist=0123456789:.',
        'tsv',
      ],
      // One thread: the job runs beside the server on a small machine.
      { env: { ...process.env, OMP_THREAD_LIMIT: '1' }, maxBuffer: 8 * 1024 * 1024, timeout: 120_000 },
      (err, stdout) => (err ? reject(new Error(`tesseract failed: ${err.message}`)) : resolve(stdout)),
    );
    onChild(child);
  });
}

/** Readings of one tile image; the word's place down the stack says which frame it was. */
async function readTile(
  image: string,
  firstFrame: number,
  step: number,
  onChild: (c: ChildProcess | null) => void,
): Promise<ClockReading[]> {
  const rows = new Map<number, TsvWord[]>();
  for (const w of wordsOf(await tesseract(image, onChild))) {
    const row = Math.floor((w.top + w.height / 2) / (CROP_HEIGHT + PADDING));
    rows.set(row, [...(rows.get(row) ?? []), w]);
  }
  const out: ClockReading[] = [];
  for (const [row, words] of rows) {
    const text = words
      .sort((a, b) => a.left - b.left)
      .map((w) => w.text)
      .join(' ');
    const read = parseScoreboard(text);
    if (read) out.push({ t: (firstFrame + row) * step, ...read });
  }
  return out;
}

/**
 * Reads the clock region of `source`: ffmpeg samples frames, crops the region, makes it grey,
 * large and dark-on-light (tesseract reads that best) and stacks PER_TILE crops per image;
 * tesseract reads each stack (psm 6, digits, colon and point only).
 */
export async function readClock(
  source: string,
  region: ClockRegion,
  duration: number,
  control: { onChild(c: ChildProcess | null): void; onProgress(pct: number): void },
): Promise<OcrResult> {
  const fps = sampleRate(duration);
  const step = 1 / fps;
  const work = await mkdtemp(path.join(os.tmpdir(), 'hx-film-sync-'));
  try {
    const tiles = async (negate: boolean, dir: string, limit?: number) => {
      const filters = [
        `fps=${fps}`,
        `crop=${region.w}:${region.h}:${region.x}:${region.y}`,
        `scale=-2:${CROP_HEIGHT}`,
        'format=gray',
        ...(negate ? ['negate'] : []),
        `tile=1x${PER_TILE}:padding=${PADDING}:color=white`,
      ];
      const run = runFfmpeg(
        [
          '-v',
          'error',
          '-i',
          source,
          ...(limit ? ['-t', String(limit)] : []),
          '-vf',
          filters.join(','),
          '-progress',
          'pipe:1',
          '-f',
          'image2',
          path.join(dir, 'tile-%05d.png'),
        ],
        (t) => control.onProgress(Math.min(40, (t / duration) * 40)),
      );
      control.onChild(run.child);
      await run.done;
      return (await readdir(dir)).filter((f) => f.endsWith('.png')).sort();
    };
    // Light figures on a dark box or dark on light: the first stack read both ways decides.
    const probeSeconds = Math.min(duration, PER_TILE * step);
    const tries = await Promise.all(
      [true, false].map(async (negate) => {
        const dir = path.join(work, negate ? 'probe-neg' : 'probe-pos');
        await mkdir(dir);
        const [first] = await tiles(negate, dir, probeSeconds);
        return first ? (await readTile(path.join(dir, first), 0, step, () => undefined)).length : 0;
      }),
    );
    const negate = tries[0]! >= tries[1]!;
    const dir = path.join(work, 'tiles');
    await mkdir(dir);
    const files = await tiles(negate, dir);
    const readings: ClockReading[] = [];
    // Two tesseracts at once: the machine's two cores, each at low priority.
    let next = 0;
    let done = 0;
    const worker = async () => {
      while (next < files.length) {
        const i = next++;
        readings.push(...(await readTile(path.join(dir, files[i]!), i * PER_TILE, step, control.onChild)));
        control.onProgress(40 + (++done / files.length) * 55);
      }
    };
    await Promise.all([worker(), worker()]);
    control.onChild(null);
    readings.sort((a, b) => a.t - b.t);
    const frames = Math.max(Math.floor(duration * fps), readings.length);
    return { frames, readings, step };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
