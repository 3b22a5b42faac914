import { gameProgress, type FilmAnchor } from '@hoopdex/contract';
import type { StoredSyncPoint } from '../../db/schema/index';
import type { ClockReading } from './clock-ocr';

/** The longest game clock any league shows (a 20-minute half), in tenths. */
const MAX_CLOCK = 20 * 600;

/**
 * Periods for readings whose scoreboard did not show one: the last period read before them (or
 * after, at the start of the film). A clock region that shows the clock alone therefore needs
 * a sync point per period.
 */
function withPeriods(readings: ClockReading[]): { t: number; p: number; c: number }[] {
  const firstPeriod = readings.find((r) => r.period !== null)?.period ?? 1;
  let last = firstPeriod;
  return readings.map((r) => {
    if (r.period !== null) last = r.period;
    return { t: r.t, p: r.period ?? last, c: r.clock };
  });
}

/**
 * The longest run of readings, in film order, whose game time never goes back (patience
 * sorting, O(n log n)). It drops what cannot be live: a replay shows clock times already
 * passed, a misread jumps ahead or back on its own; both are shorter than the live film around
 * them.
 */
export function longestInOrder<T>(items: T[], key: (item: T) => number): T[] {
  const tails: number[] = []; // index of the last item of the best run of each length
  const prev = new Array<number>(items.length).fill(-1);
  items.forEach((item, i) => {
    const k = key(item);
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (key(items[tails[mid]!]!) <= k) lo = mid + 1;
      else hi = mid;
    }
    prev[i] = lo > 0 ? tails[lo - 1]! : -1;
    tails[lo] = i;
  });
  const out: T[] = [];
  for (let i = tails.length ? tails[tails.length - 1]! : -1; i >= 0; i = prev[i]!)
    out.push(items[i]!);
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
): BuiltMap {
  const points = sync.map((s) => ({
    t: s.videoTime,
    progress: gameProgress(s.period, s.clockTenths),
    s,
  }));
  const candidates = withPeriods(readings)
    .filter((r) => r.c <= MAX_CLOCK && r.p >= 1 && r.p <= 20)
    .map((r) => ({ ...r, progress: gameProgress(r.p, r.c) }))
    .filter((r) =>
      points.every((m) =>
        r.progress < m.progress ? r.t < m.t : r.progress > m.progress ? r.t > m.t : true,
      ),
    );
  const kept = longestInOrder(candidates, (r) => r.progress);

  const byTime = new Map<number, FilmAnchor>();
  let previous: (typeof kept)[number] | null = null;
  for (const r of kept) {
    const changed = !previous || previous.progress !== r.progress;
    const lead = r.c < 600 ? Math.min(step / 2, 0.05) : step / 2;
    const first = changed ? Math.max(0, r.t - lead) : r.t;
    const a = byTime.get(r.progress);
    if (a) a.l = Math.max(a.l, r.t);
    else byTime.set(r.progress, { p: r.p, c: r.c, f: first, l: r.t });
    previous = r;
  }
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
  return { map, kept: kept.length };
}

const round = (s: number) => Math.round(s * 100) / 100;
