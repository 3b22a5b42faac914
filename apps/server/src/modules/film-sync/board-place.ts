import { clockWords, readPeriodWord, type ClockWord, type OcrWord } from './scoreboard-text';

// Where a scoreboard's game clock stands, from the words OCR read on many frames: pure
// functions, shared by the finder (whole frames) and the reader (a region's crops).

/**
 * Where the game clock stands: the place most clock-shaped words share across the frames
 * (a cell of the words' own height). A shot clock shows tenths only in its last five seconds
 * and a score never has a colon, so the game clock, on screen in nearly every frame, wins.
 */
export function clockPlace(
  candidates: ClockWord[],
): { cx: number; cy: number; height: number } | null {
  if (!candidates.length) return null;
  const heights = candidates.map((c) => c.height).sort((a, b) => a - b);
  const cell = Math.max(4, heights[Math.floor(heights.length / 2)]!);
  const counts = new Map<string, ClockWord[]>();
  for (const c of candidates) {
    const key = `${Math.round(c.cx / cell)},${Math.round(c.cy / cell)}`;
    counts.set(key, [...(counts.get(key) ?? []), c]);
  }
  // A cell and its neighbours: a clock's centre moves as its digits change width.
  let best: { n: number; members: ClockWord[] } = { n: 0, members: [] };
  for (const key of counts.keys()) {
    const [x, y] = key.split(',').map(Number) as [number, number];
    const members = [-1, 0, 1].flatMap((dx) => counts.get(`${x + dx},${y}`) ?? []);
    if (members.length > best.n) best = { n: members.length, members };
  }
  const mid = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  return {
    cx: mid(best.members.map((m) => m.cx)),
    cy: mid(best.members.map((m) => m.cy)),
    height: cell,
  };
}

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** The board's box in the frames' own pixels, from each frame's words; null if no clock moves. */
export function boardIn(
  frames: OcrWord[][],
  regulation = 4,
): (Box & { seenIn: number; textHeight: number }) | null {
  const perFrame = frames.map((words) => ({ words, clocks: clockWords(words) }));
  // Only places seen in several frames showing more than one value count as a clock.
  const place = clockPlace(movingClocks(perFrame.flatMap((f) => f.clocks)));
  if (!place) return null;
  const near = (c: ClockWord) =>
    Math.abs(c.cx - place.cx) <= place.height * 2 &&
    Math.abs(c.cy - place.cy) <= place.height * 0.7;
  const hits = perFrame
    .map((f) => ({ words: f.words, clock: f.clocks.find(near) }))
    .filter((f): f is { words: OcrWord[]; clock: ClockWord } => !!f.clock);
  if (hits.length < 3) return null;
  const h = place.height;
  const box: Box = {
    left: Math.min(...hits.map((f) => f.clock.left)),
    right: Math.max(...hits.map((f) => f.clock.right)),
    top: Math.min(...hits.map((f) => f.clock.top)),
    bottom: Math.max(...hits.map((f) => f.clock.top + f.clock.height)),
  };
  // The period: a period word near the clock in those frames, else room for a lone digit left.
  const periods = hits.flatMap((f) =>
    f.words.filter(
      (w) =>
        readPeriodWord(w.text, regulation) !== null &&
        Math.abs(w.left + w.width / 2 - place.cx) < h * 10 &&
        Math.abs(w.top + w.height / 2 - place.cy) < h * 3,
    ),
  );
  if (periods.length >= hits.length / 3) {
    for (const w of periods) {
      box.left = Math.min(box.left, w.left);
      box.right = Math.max(box.right, w.left + w.width);
      box.top = Math.min(box.top, w.top);
      box.bottom = Math.max(box.bottom, w.top + w.height);
    }
  } else box.left -= h * 3;
  const margin = h * 0.6;
  return {
    left: Math.max(0, box.left - margin),
    right: box.right + margin,
    top: Math.max(0, box.top - margin),
    bottom: box.bottom + margin,
    seenIn: hits.length,
    textHeight: h,
  };
}

/** Clock-shaped words at places that show at least two values across the frames. */
function movingClocks(all: ClockWord[]): ClockWord[] {
  if (!all.length) return [];
  const cell = Math.max(4, [...all.map((c) => c.height)].sort((a, b) => a - b)[all.length >> 1]!);
  const values = new Map<string, Set<number>>();
  const key = (c: ClockWord) => `${Math.round(c.cx / (cell * 3))},${Math.round(c.cy / cell)}`;
  for (const c of all) values.set(key(c), (values.get(key(c)) ?? new Set()).add(c.tenths));
  return all.filter((c) => values.get(key(c))!.size >= 2);
}
