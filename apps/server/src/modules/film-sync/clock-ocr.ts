import type { ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ClockRegion } from '@hoopdex/contract';
import sharp from 'sharp';
import { binarize, cropFrames } from './crop-frames';
import { boardIn, clockPlace } from './board-place';
import { clockWords, periodNear, type OcrWord } from './scoreboard-text';
import { tesseractWords } from './tesseract';

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
  /** Distinct crops read: a frame whose crop an earlier frame showed takes that reading. */
  read?: number;
  readings: ClockReading[];
  /** Seconds between samples. */
  step: number;
  /** The region's text as read most often (at most three lines): what a person can check. */
  seen: string[];
  /** The part of the region read: the clock and its period, found inside the region given. */
  region?: ClockRegion;
}

export interface OcrControl {
  onChild(c: ChildProcess | null): void;
  onProgress(pct: number): void;
}

const PADDING = 10;
/** A page of stacked crops is at most this tall, and a read takes this many pages. */
const MAX_PAGE_HEIGHT = 2400;
const PAGES_PER_READ = 12;

/**
 * Samples: 4 a second up to 20 minutes of film, 2 above (a stoppage starts within a quarter of
 * a second, and a 2-hour game still reads in minutes on two cores).
 */
export const sampleRate = (duration: number) => (duration <= 1200 ? 4 : 2);

/**
 * How big a crop is read: its text about 32 px tall when the text's height is known (tesseract
 * reads 20–40 px best; larger only costs time), else twice its size; at least 40 px tall, at
 * most 240 px tall and 1,400 px wide.
 */
export function cropScale(region: ClockRegion, textHeight?: number) {
  const wanted = textHeight ? Math.min(4, Math.max(1, 32 / textHeight)) : 2;
  const scale = Math.min(Math.max(wanted, 40 / region.h), 240 / region.h, 1400 / region.w);
  const height = Math.max(16, Math.round(region.h * scale));
  return {
    height,
    perPage: Math.max(1, Math.min(10, Math.floor(MAX_PAGE_HEIGHT / (height + PADDING)))),
  };
}

interface FrameWords {
  frame: number;
  words: OcrWord[];
}

/** A stacked image of crops: its file and the frame each crop (top to bottom) was taken from. */
interface Page {
  file: string;
  frames: number[];
}

/**
 * Reads pages of stacked crops in one tesseract run (a list file: one process for many pages),
 * each word given to its frame by its page and its place down the page, in crop coordinates.
 * A page is a few crops only: tesseract lays a page out as a whole, and a break's crops (noise,
 * a court) in a long stack spoiled the reading of the live crops beside them.
 */
async function readPages(
  pages: Page[],
  cropHeight: number,
  onChild: (c: ChildProcess | null) => void,
): Promise<FrameWords[]> {
  const list = `${pages[0]!.file}.list`;
  await writeFile(list, pages.map((p) => p.file).join('\n') + '\n');
  const rows = new Map<number, OcrWord[]>();
  for (const w of await tesseractWords(list, 6, onChild)) {
    const page = pages[w.page ?? 0];
    if (!page) continue;
    const row = Math.floor((w.top + w.height / 2) / (cropHeight + PADDING));
    const frame = page.frames[row];
    if (frame === undefined) continue;
    rows.set(frame, [
      ...(rows.get(frame) ?? []),
      { ...w, top: w.top - row * (cropHeight + PADDING) },
    ]);
  }
  await Promise.all([list, ...pages.map((p) => p.file)].map((f) => rm(f, { force: true })));
  return [...rows].map(([frame, words]) => ({ frame, words }));
}

/** Each frame's game clock: its clock-shaped word at the clock's place, with the period by it. */
export function readingsOf(frames: FrameWords[], step: number, regulation = 4): ClockReading[] {
  const perFrame = frames.map((f) => ({ ...f, clocks: clockWords(f.words) }));
  const place = clockPlace(perFrame.flatMap((f) => f.clocks));
  if (!place) return [];
  const out: ClockReading[] = [];
  for (const f of perFrame) {
    const clock = f.clocks
      .filter(
        (c) =>
          Math.abs(c.cx - place.cx) <= place.height * 2 &&
          Math.abs(c.cy - place.cy) <= place.height * 0.7,
      )
      .sort((a, b) => Math.abs(a.cx - place.cx) - Math.abs(b.cx - place.cx))[0];
    if (!clock) continue;
    const period = clock.period ?? periodNear(f.words, clock, regulation);
    out.push({
      t: f.frame * step,
      period,
      clock: clock.tenths,
      ...(clock.alt ? { alt: { period: clock.alt.period, clock: clock.alt.tenths } } : {}),
    });
  }
  return out.sort((a, b) => a.t - b.t);
}

/** The three texts the region showed most often, words in reading order. */
function mostSeen(frames: FrameWords[]): string[] {
  const counts = new Map<string, number>();
  for (const f of frames) {
    const text = [...f.words]
      .sort((a, b) => a.left - b.left)
      .map((w) => w.text)
      .join(' ')
      .slice(0, 80);
    if (text) counts.set(text, (counts.get(text) ?? 0) + 1);
  }
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([text]) => text);
}

/**
 * Reads the clock region of `source`: ffmpeg samples frames and crops the region, each crop is
 * made black text on white (`binarize`) and stacked into tall images, and tesseract reads each
 * stack's words with their boxes (two at a time, the machine's two cores, at low priority). The
 * game clock is the clock-shaped word at the place such words share most across frames; the
 * period is the period word nearest it.
 */
export async function readClock(
  source: string,
  given: ClockRegion,
  duration: number,
  control: OcrControl,
  regulation = 4,
): Promise<OcrResult> {
  const fps = sampleRate(duration);
  const step = 1 / fps;
  const work = await mkdtemp(path.join(os.tmpdir(), 'hx-film-sync-'));
  const frames: FrameWords[] = [];
  const running = new Set<Promise<void>>();
  try {
    // The clock and its period within the region: a tight crop reads several times faster.
    const tight = await refineRegion(source, given, duration, work, control.onChild, regulation);
    const region = tight?.region ?? given;
    const { height, perPage } = cropScale(region, tight?.textHeight);
    const width = 2 * Math.max(4, Math.round((region.w * height) / region.h / 2));
    const expected = Math.max(1, Math.floor(duration * fps));
    let crops: Uint8Array[] = [];
    let cropFrame: number[] = [];
    let pages: Page[] = [];
    let sampled = 0;
    // A crop seen before (a stopped clock, a clock showing whole seconds sampled 4 times a
    // second, a replay) is not read again: its frame takes the reading of the first frame that
    // showed exactly those pixels. Broadcast films hold still for much of their length.
    const firstShowing = new Map<string, number>();
    const copies: [frame: number, shownAt: number][] = [];
    const read = async () => {
      // At most two tesseracts at once; decoding waits for a free one.
      while (running.size >= 2) await Promise.race(running);
      const batch = pages;
      pages = [];
      const job = readPages(batch, height, control.onChild)
        .then((got) => void frames.push(...got))
        .finally(() => running.delete(job));
      // Awaited later (the race above, Promise.all below), but a read that fails while the film
      // is still decoding would reject with no handler yet, and Node ends the process on that:
      // mark it handled now; the awaits still see the error.
      job.catch(() => undefined);
      running.add(job);
    };
    const page = async () => {
      const file = path.join(work, `page-${cropFrame[0]}.png`);
      await writeStack(file, crops, width, height);
      pages.push({ file, frames: cropFrame });
      crops = [];
      cropFrame = [];
      if (pages.length === PAGES_PER_READ) await read();
    };
    for await (const gray of cropFrames(source, region, fps, { width, height }, control.onChild)) {
      const crop = binarize(gray);
      const frame = sampled++;
      const key = createHash('sha1').update(crop).digest('base64');
      const shownAt = firstShowing.get(key);
      if (shownAt !== undefined) {
        copies.push([frame, shownAt]);
        continue;
      }
      firstShowing.set(key, frame);
      crops.push(crop);
      cropFrame.push(frame);
      if (crops.length === perPage) {
        await page();
        control.onProgress(Math.min(95, (sampled / expected) * 95));
      }
    }
    if (crops.length) await page();
    if (pages.length) await read();
    await Promise.all(running);
    control.onChild(null);
    const wordsOf = new Map(frames.map((f) => [f.frame, f.words]));
    for (const [frame, shownAt] of copies) {
      const words = wordsOf.get(shownAt);
      if (words) frames.push({ frame, words });
    }
    frames.sort((a, b) => a.frame - b.frame);
    const readings = readingsOf(frames, step, regulation);
    const total = Math.max(sampled, readings.length);
    return {
      frames: total,
      read: firstShowing.size,
      readings,
      step,
      seen: mostSeen(frames),
      region,
    };
  } finally {
    await Promise.allSettled(running);
    await rm(work, { recursive: true, force: true });
  }
}

/** Crops read to find the clock inside a region: spread over the film. */
const REFINE_SAMPLES = 24;

/**
 * The clock and its period inside `region` (which may hold a whole scoreboard: teams, scores,
 * a shot clock), from a few crops spread over the film; null when no moving clock shows there.
 */
async function refineRegion(
  source: string,
  region: ClockRegion,
  duration: number,
  work: string,
  onChild: (c: ChildProcess | null) => void,
  regulation: number,
): Promise<{ region: ClockRegion; textHeight: number } | null> {
  const { height } = cropScale(region);
  const width = 2 * Math.max(4, Math.round((region.w * height) / region.h / 2));
  const crops: Uint8Array[] = [];
  const fps = REFINE_SAMPLES / Math.max(1, duration);
  for await (const gray of cropFrames(source, region, fps, { width, height }, onChild))
    crops.push(binarize(gray));
  if (!crops.length) return null;
  const { perPage } = cropScale(region);
  const pages: Page[] = [];
  for (let first = 0; first < crops.length; first += perPage) {
    const file = path.join(work, `refine-${first}.png`);
    const stack = crops.slice(first, first + perPage);
    await writeStack(file, stack, width, height);
    pages.push({ file, frames: stack.map((_, i) => first + i) });
  }
  const byFrame = new Map<number, OcrWord[]>();
  for (const f of await readPages(pages, height, onChild)) byFrame.set(f.frame, f.words);
  const board = boardIn(
    crops.map((_, i) => byFrame.get(i) ?? []),
    regulation,
  );
  if (!board) return null;
  const k = region.h / height;
  const x = region.x + Math.max(0, Math.floor(board.left * k));
  const y = region.y + Math.max(0, Math.floor(board.top * k));
  const right = Math.min(region.x + region.w, region.x + Math.ceil(board.right * k));
  const bottom = Math.min(region.y + region.h, region.y + Math.ceil(board.bottom * k));
  if (right - x < 8 || bottom - y < 8) return null;
  return { region: { x, y, w: right - x, h: bottom - y }, textHeight: board.textHeight * k };
}

/** Crops one under another, white between them, as a PNG tesseract reads. */
async function writeStack(file: string, crops: Uint8Array[], width: number, height: number) {
  const rows = crops.length * (height + PADDING) - PADDING;
  const stack = Buffer.alloc(width * rows, 255);
  crops.forEach((c, i) => stack.set(c, i * (height + PADDING) * width));
  await sharp(stack, { raw: { width, height: rows, channels: 1 } })
    .png({ compressionLevel: 1 })
    .toFile(file);
}
