import { gameProgress, type FilmAnchor } from '@hoopdex/contract';
import type { StoredSyncPoint } from '../../db/schema/index';
import type { ClockReading } from './clock-ocr';
import { repairClock } from './scoreboard-text';

/** The longest game clock any league shows (a 20-minute half), in tenths. */
const MAX_CLOCK = 20 * 600;

/**
 * Periods for readings whose scoreboard did not show one: the last period read before them (or
 * after, at the start of the film). A clock region that shows the clock alone therefore needs
 * a sync point per period.
 */
function withPeriods(all: ClockReading[], maxClock: number): { t: number; p: number; c: number }[] {
  // Longer than a period: the period ran into the clock ("18:49" is period 1 at 8:49, when no
  // period shows beside it), or a digit was misread ("12:59" for 11:59 in a 12-minute quarter).
  const readings = all.map((r) => {
    if (r.clock <= maxClock) return r;
    // A period read beside the clock: the clock holds no period of its own.
    if (r.alt && r.period === null) return { t: r.t, ...r.alt };
    return { ...r, clock: repairClock(r.clock, maxClock) ?? r.clock };
  });
  const firstPeriod = readings.find((r) => r.period !== null)?.period ?? 1;
  let last = firstPeriod;
  return readings.map((r) => {
    if (r.period !== null) last = r.period;
    return { t: r.t, p: r.period ?? last, c: r.clock };
  });
}

/**
 * The heaviest chain of items, in film order, whose game time only moves on (strictly), each
 * item weighing `weight` (its frames): a weighted longest increasing subsequence with a
 * Fenwick tree of prefix maxima, O(n log n). Run on stretches of one reading, it drops what
 * cannot be live: a replay shows clock times already passed, a misread jumps ahead or back on
 * its own; both hold fewer frames than the live film around them.
 */
export function longestInOrder<T>(
  items: T[],
  key: (item: T) => number,
  weight: (item: T) => number = () => 1,
): T[] {
  const values = [...new Set(items.map(key))].sort((a, b) => a - b);
  const rank = new Map(values.map((v, i) => [v, i + 1]));
  const tree = new Array<{ w: number; i: number }>(values.length + 1).fill({ w: 0, i: -1 });
  const prev = new Array<number>(items.length).fill(-1);
  const total = new Array<number>(items.length).fill(0);
  let best = { w: 0, i: -1 };
  items.forEach((item, i) => {
    const r = rank.get(key(item))!;
    let top = { w: 0, i: -1 };
    for (let k = r - 1; k > 0; k -= k & -k) if (tree[k]!.w > top.w) top = tree[k]!;
    total[i] = top.w + weight(item);
    prev[i] = top.i;
    const mine = { w: total[i]!, i };
    for (let k = r; k <= values.length; k += k & -k) if (mine.w > tree[k]!.w) tree[k] = mine;
    if (mine.w > best.w) best = mine;
  });
  const out: T[] = [];
  for (let i = best.i; i >= 0; i = prev[i]!) out.push(items[i]!);
  return out.reverse();
}

export interface BuiltMap {
  map: FilmAnchor[];
  /** Readings kept in the map (in game order, not a replay or a misread). */
  kept: number;
}

/**
 * Clock readings and manual sync points → the film's map (FilmAnchor, in game order).
 *
 * - A reading's moment is when it first appeared: half a sample before the first frame that
 *   showed it (it changed somewhere in between), a twentieth of a second under a minute (the
 *   tenths move faster than the samples).
 * - Stoppages: a reading that stays on screen keeps its first moment and its last (`l`).
 * - Replays and misreads: only the longest in-order run of readings is kept.
 * - Breaks: no clock, no readings; the map simply has no anchor there.
 * - Manual points win: readings that contradict one (a later game time at an earlier film time
 *   or the reverse) are dropped, and a point replaces the reading of its own clock time.
 */
export function buildMap(
  readings: ClockReading[],
  sync: StoredSyncPoint[],
  step: number,
  /** The game's longest period (tenths): a longer clock is a misread. */
  maxClock = MAX_CLOCK,
): BuiltMap {
  const points = sync.map((s) => ({
    t: s.videoTime,
    progress: gameProgress(s.period, s.clockTenths),
    s,
  }));
  const candidates = withPeriods(readings, maxClock)
    .filter((r) => r.c <= maxClock && r.p >= 1 && r.p <= 20)
    .map((r) => ({ ...r, progress: gameProgress(r.p, r.c) }))
    .filter((r) =>
      points.every((m) =>
        r.progress < m.progress ? r.t < m.t : r.progress > m.progress ? r.t > m.t : true,
      ),
    );
  // Stretches of one reading (a stoppage is one stretch), then the in-order chain of them.
  const runs: { p: number; c: number; progress: number; first: number; last: number; n: number }[] =
    [];
  for (const r of candidates) {
    const run = runs.at(-1);
    if (run && run.progress === r.progress) {
      run.last = r.t;
      run.n++;
    } else runs.push({ p: r.p, c: r.c, progress: r.progress, first: r.t, last: r.t, n: 1 });
  }
  const chain = longestInOrder(
    runs,
    (r) => r.progress,
    (r) => r.n,
  );

  const byTime = new Map<number, FilmAnchor>();
  let kept = 0;
  chain.forEach((run, i) => {
    // The reading showed up between the sample before and this one: half a step back.
    const lead = run.c < 600 ? Math.min(step / 2, 0.05) : step / 2;
    // A stoppage interrupted by a replay comes back with the same reading: still this stretch.
    const until = chain[i + 1]?.first ?? Infinity;
    let last = run.last;
    let n = run.n;
    for (const later of runs)
      if (later.progress === run.progress && later.first > run.last && later.first < until) {
        last = later.last;
        n += later.n;
      }
    kept += n;
    byTime.set(run.progress, { p: run.p, c: run.c, f: Math.max(0, run.first - lead), l: last });
  });
  for (const m of points) {
    const a = byTime.get(m.progress);
    if (a) {
      a.f = m.t;
      a.l = Math.max(a.l, m.t);
    } else byTime.set(m.progress, { p: m.s.period, c: m.s.clockTenths, f: m.t, l: m.t });
  }
  const map = [...byTime.entries()]
    .sort((x, y) => x[0] - y[0])
    .map(([, a]) => ({ ...a, f: round(a.f), l: round(a.l) }));
  return { map, kept };
}

const round = (s: number) => Math.round(s * 100) / 100;
