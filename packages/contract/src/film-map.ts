// Game film sync (decision 0023): the map from the game clock to the film's time, and the clip of
// a play read from it. Pure, no zod: the server computes clips on read with it, and the web may.

/**
 * One clock reading the film showed, in game order: period `p`, clock `c` (tenths left in the
 * period), first and last film second it was on screen (`f`, `l`; equal for a manual point).
 * A reading that stays on screen for seconds is a stoppage.
 */
export interface FilmAnchor {
  p: number;
  c: number;
  f: number;
  l: number;
}

/** Seconds a clip starts before the moment the clock read the play's time, and runs after it. */
export const CLIP_LEAD = 4;
export const CLIP_TAIL = 3;
/** Interpolate between readings at most this far apart on the clock (tenths): 60 s. */
const MAX_GAP = 600;
/** Film seconds the clock may run ahead of the film between two readings: more is a cut. */
const CUT_TOLERANCE = 1.5;
/** Extrapolate past the first or last reading of a period by this much at most: 8 s. */
const MAX_EDGE = 80;
/** A reading on screen this long (s) is a stoppage: free throws happen during it. */
const STOPPAGE = 4;
/** Longest free-throw clip into a stoppage (s). */
const MAX_FT_SPAN = 40;

/** Game order: period up, then clock down. */
export const gameProgress = (p: number, c: number) => p * 100_000 - c;

/** The anchors of one period, sorted by clock descending (the map is stored sorted). */
function periodAnchors(map: readonly FilmAnchor[], period: number) {
  return map.filter((a) => a.p === period);
}

/**
 * The film second at which the clock first read `clock` in `period`: the reading itself, or
 * between the readings around it at the clock's own pace (it runs in real time), starting no
 * sooner than the earlier reading left the screen. Null when the film does not show it (no
 * reading near it, or the film was cut there: the clock ran on faster than the film did).
 */
export function filmMoment(
  map: readonly FilmAnchor[],
  period: number,
  clock: number,
): { at: number; anchor: FilmAnchor | null } | null {
  const anchors = periodAnchors(map, period);
  let before: FilmAnchor | null = null; // higher clock (earlier)
  let after: FilmAnchor | null = null; // lower clock (later)
  for (const a of anchors) {
    if (a.c === clock) return { at: a.f, anchor: a };
    if (a.c > clock) before = a;
    else if (!after) after = a;
  }
  if (before && after) {
    const clockRan = (before.c - after.c) / 10;
    // Too far apart, or the clock ran faster than the film: the film was cut between them.
    if (clockRan * 10 > MAX_GAP || after.f - before.l < clockRan - CUT_TOLERANCE) return null;
    const fromAfter = after.f - (clock - after.c) / 10;
    return { at: Math.max(before.l, Math.min(fromAfter, after.f)), anchor: null };
  }
  if (before && before.c - clock <= MAX_EDGE)
    return { at: before.l + (before.c - clock) / 10, anchor: null };
  if (after && clock - after.c <= MAX_EDGE)
    return { at: Math.max(0, after.f - (clock - after.c) / 10), anchor: null };
  return null;
}

/**
 * A play's clip: from CLIP_LEAD s before the moment its clock time first showed to CLIP_TAIL s
 * after. Free throws are shot while the clock stands still: at a stoppage their clip runs from
 * the foul to the end of the stoppage (at most MAX_FT_SPAN s).
 */
export function clipFor(
  map: readonly FilmAnchor[],
  period: number,
  clock: number,
  event: string,
  duration: number | null,
): { start: number; end: number } | null {
  const moment = filmMoment(map, period, clock);
  if (!moment) return null;
  let end = moment.at + CLIP_TAIL;
  const a = moment.anchor;
  if (event.startsWith('ft_') && a && a.l - a.f >= STOPPAGE)
    end = Math.min(a.l, a.f + MAX_FT_SPAN) + CLIP_TAIL;
  const start = Math.max(0, moment.at - CLIP_LEAD);
  if (duration != null) end = Math.min(end, duration);
  if (end <= start) return null;
  return { start: Math.round(start * 10) / 10, end: Math.round(end * 10) / 10 };
}
