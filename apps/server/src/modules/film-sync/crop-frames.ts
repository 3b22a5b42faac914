import { spawn, type ChildProcess } from 'node:child_process';
import type { ClockRegion } from '@hoopdex/contract';

/**
 * One crop, black text on white: Otsu's threshold splits its pixels in two, and the smaller
 * class is the text (a scoreboard's figures cover less of it than their box does). So light text
 * on a dark box and dark text on a light one come out the same, frame by frame, and whatever is
 * not text (a break's court, a box's shading, a half-transparent box over moving video) turns
 * white: tesseract's layout analysis then sees lines of text on a blank page, which is what it
 * reads best (a stack holding a break's crops lost whole stretches before).
 */
const RAMP = 24;

export function binarize(gray: Uint8Array): Uint8Array {
  const hist = new Array<number>(256).fill(0);
  for (const v of gray) hist[v]!++;
  const total = gray.length;
  let sum = 0;
  for (let i = 0; i < 256; i++) sum += i * hist[i]!;
  let sumB = 0;
  let wB = 0;
  let best = -1;
  let threshold = 127;
  for (let i = 0; i < 256; i++) {
    wB += hist[i]!;
    if (!wB) continue;
    const wF = total - wB;
    if (!wF) break;
    sumB += i * hist[i]!;
    const between = wB * wF * (sumB / wB - (sum - sumB) / wF) ** 2;
    if (between > best) {
      best = between;
      threshold = i;
    }
  }

  const dark = hist.slice(0, threshold + 1).reduce((a, b) => a + b, 0);
  const textIsDark = dark <= total - dark;

  // A soft edge (a ramp ±RAMP levels around the threshold) keeps the glyphs' anti-aliased
  // outline, which tesseract's own threshold then cuts: hard black and white broke blocky,
  // heavily compressed digits ("11:59" read as "12:59").
  const out = new Uint8Array(total);
  const sign = textIsDark ? 1 : -1;
  for (let i = 0; i < total; i++) {
    const v = 128 + (sign * (gray[i]! - threshold - 0.5) * 128) / RAMP;
    out[i] = v < 0 ? 0 : v > 255 ? 255 : v;
  }
  return out;
}

export interface CropSize {
  width: number;
  height: number;
}

/**
 * The region of each sampled frame, scaled to `size`, in grey, as raw bytes: ffmpeg (niced, its
 * own process) decodes, Node only slices the pipe into frames. Iterating pulls frames as they are
 * used, so a slow reader holds ffmpeg back instead of filling memory.
 */
export async function* cropFrames(
  source: string,
  region: ClockRegion,
  fps: number,
  size: CropSize,
  onChild: (c: ChildProcess | null) => void,
): AsyncGenerator<Uint8Array> {
  const filters = [
    `fps=${fps}`,
    `crop=${region.w}:${region.h}:${region.x}:${region.y}`,
    // A light blur at the source's own size smooths a heavy encode's blocks before enlarging:
    // "11:59" in a blocky 480p strip read as "12:59" without it.
    'gblur=sigma=0.7',
    `scale=${size.width}:${size.height}:flags=bicubic`,
    'format=gray',
  ];
  const child = spawn(
    'nice',
    [
      '-n',
      '10',
      'ffmpeg',
      '-v',
      'error',
      '-i',
      source,
      '-vf',
      filters.join(','),
      '-f',
      'rawvideo',
      'pipe:1',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  onChild(child);
  let tail = '';
  child.stderr.setEncoding('utf8').on('data', (d: string) => (tail = (tail + d).slice(-1000)));
  const closed = new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve(code));
  });
  const bytes = size.width * size.height;
  let pending: Buffer = Buffer.alloc(0);
  try {
    for await (const chunk of child.stdout as AsyncIterable<Buffer>) {
      pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
      while (pending.length >= bytes) {
        yield new Uint8Array(pending.subarray(0, bytes));
        pending = pending.subarray(bytes);
      }
    }
  } finally {
    // A reader that stops early (a failed OCR) must not leave ffmpeg decoding.
    if (child.exitCode === null) child.kill('SIGKILL');
  }
  const code = await closed;
  if (code !== 0)
    throw new Error(`ffmpeg could not read the film: ${tail.trim() || `exit ${code}`}`);
}
