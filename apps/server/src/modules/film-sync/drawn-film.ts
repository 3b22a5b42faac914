import { formatClock } from '@hoopdex/contract';

// Films drawn by ffmpeg with a scoreboard whose period and clock are known at every frame: the
// sync's tests, its bench and the demo film (decision 0023). No download, Debian's DejaVu font.

export const FILM_FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';

/**
 * A stretch of film. With a period: the scoreboard shows it and the clock, from `clock`
 * (tenths) running down in real time or standing still. `replay`: the same, but showing game
 * time already passed (not live: no play happens in it). No period: a break, no scoreboard.
 */
export interface FilmSegment {
  seconds: number;
  period?: number;
  clock?: number;
  running?: boolean;
  replay?: boolean;
}

export interface Scoreboard {
  width: number;
  height: number;
  /** Font size; the box and text are placed from it. */
  size: number;
}

/** Where the scoreboard is (the clock region a caller gives): bottom centre. */
export function scoreboardRegion(b: Scoreboard) {
  const w = Math.round(b.size * 7);
  const h = Math.round(b.size * 1.7);
  return { x: Math.round((b.width - w) / 2), y: b.height - h - 4, w, h };
}

export const esc = (s: string) => s.replace(/:/g, '\\:');

/**
 * The drawtext texts of a segment's game clock starting at film second `a`: M:SS from a minute
 * up (MM:SS with `zeroPad`), SS.t under it, each value from the moment the time left drops below
 * it (floor); `draw(text, extraEnable)` places one.
 */
export function clockTexts(
  s: FilmSegment,
  a: number,
  draw: (text: string, extraEnable: string) => string,
  zeroPad = false,
): string[] {
  if (!s.running) {
    const shownText = formatClock(s.clock!);
    return [draw(esc(zeroPad && /^\d:/.test(shownText) ? `0${shownText}` : shownText), '')];
  }
  // Seconds left at film time t (a hair added: floor must not fall a step early).
  const X = `(${s.clock! / 10}-(t-${a.toFixed(3)})+0.0001)`;
  const minutes = zeroPad ? `%{eif\\:floor(${X}/60)\\:d\\:2}` : `%{eif\\:floor(${X}/60)\\:d}`;
  return [
    draw(`${minutes}\\:%{eif\\:mod(floor(${X})\\,60)\\:d\\:2}`, `*gte(${X}\\,60)`),
    draw(`%{eif\\:floor(${X})\\:d}.%{eif\\:mod(floor(${X}*10)\\,10)\\:d}`, `*lt(${X}\\,60)`),
  ];
}

/**
 * drawtext filters for the scoreboard of `segments`: a dark box, the period, and the clock as
 * the scoreboard shows it (M:SS from a minute up, SS.t under it, each value from the moment the
 * time left drops below it: floor).
 */
export function scoreboardFilters(segments: FilmSegment[], b: Scoreboard, font = FILM_FONT) {
  const r = scoreboardRegion(b);
  const filters: string[] = [];
  const ty = r.y + Math.round((r.h - b.size) / 2);
  let a = 0;
  for (const s of segments) {
    const end = a + s.seconds;
    if (s.period !== undefined && s.clock !== undefined) {
      const on = `between(t\\,${a.toFixed(3)}\\,${(end - 0.001).toFixed(3)})`;
      const text = (t: string, x: number, extra = '') =>
        `drawtext=fontfile=${font}:fontsize=${b.size}:fontcolor=white:x=${x}:y=${ty}:enable='${on}${extra}':text='${t}'`;
      filters.push(
        `drawbox=x=${r.x}:y=${r.y}:w=${r.w}:h=${r.h}:color=black@0.85:t=fill:enable='${on}'`,
      );
      filters.push(text(String(s.period), r.x + Math.round(b.size * 0.5)));
      const cx = r.x + Math.round(b.size * 3.2);
      filters.push(...clockTexts(s, a, (t, extra) => text(t, cx, extra)));
    }
    a = end;
  }
  return filters;
}

/** The shown value of a clock (tenths left): whole seconds from a minute up, tenths under. */
const shown = (tenths: number) => (tenths >= 600 ? Math.floor(tenths / 10) * 10 : tenths);

/**
 * When a play at (period, clock) truly happened in the film: `offset` s after its clock time
 * first showed live (within the second, or the tenth, that it showed). A free throw at a
 * stoppage is shot during it, at two thirds of it. Null when no live stretch shows that time.
 */
export function trueMoment(
  segments: FilmSegment[],
  period: number,
  clock: number,
  event: string,
  offset = 0.4,
): number | null {
  const value = shown(clock);
  const step = clock >= 600 ? 10 : 1;
  let a = 0;
  let first: number | null = null;
  for (const s of segments) {
    if (s.period === period && s.clock !== undefined && !s.replay) {
      const start = s.clock;
      if (!s.running && shown(start) === value) {
        if (event.startsWith('ft_')) return a + (s.seconds * 2) / 3;
        first ??= a;
      } else if (s.running && start >= value && start - s.seconds * 10 < value + step) {
        first ??= a + Math.max(0, (start - value - step) / 10);
      }
    }
    a += s.seconds;
  }
  return first === null ? null : first + Math.min(offset, (step / 10) * 0.8);
}

/** Film length of the segments. */
export const filmLength = (segments: FilmSegment[]) => segments.reduce((n, s) => n + s.seconds, 0);

/** ffmpeg arguments drawing the filter chain `graph` (a lavfi source and its filters) to an MP4. */
export function lavfiFilmArgs(out: string, graph: string[], seconds: number, crf = 23) {
  return [
    ...['-v', 'error', '-y', '-f', 'lavfi', '-i', graph.join(','), '-t', String(seconds)],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-crf', String(crf), '-pix_fmt', 'yuv420p'],
    ...['-f', 'mp4', out],
  ];
}

/** ffmpeg arguments: a plain green field (or `background` filter chain) with the scoreboard. */
export function drawnFilmArgs(
  out: string,
  segments: FilmSegment[],
  b: Scoreboard,
  opts: { fps?: number; background?: string; font?: string } = {},
) {
  const seconds = filmLength(segments);
  const base =
    opts.background ?? `color=c=0x1f6f3a:s=${b.width}x${b.height}:r=${opts.fps ?? 25}:d=${seconds}`;
  return lavfiFilmArgs(out, [base, ...scoreboardFilters(segments, b, opts.font)], seconds);
}

/** Seconds of running clock shown before and after each play. */
const BEFORE = 2;
const AFTER = 1.5;
/** A free-throw trip: the clock stands still this long. */
const STOPPAGE = 5;

/**
 * The demo game's film (seed/seed-game-film.ts) and the browser tests' films, compressed:
 * the film shows the clock only around the player's plays (BEFORE s of running clock up to
 * each, AFTER s past it), a stoppage where he shoots free throws, and a short break without a
 * scoreboard at halftime. Film time is thus a minute or two
 * whatever the game, and every play happens where the clock reads its time.
 */
export function demoSegments(
  plays: { period: number; clock: number; event: string }[],
  periodLength: (period: number) => number,
  regulation: number,
): FilmSegment[] {
  const segments: FilmSegment[] = [];
  const periods = [...new Set(plays.map((p) => p.period))].sort((a, b) => a - b);
  let previous: number | null = null;
  for (const period of periods) {
    const half = Math.floor(regulation / 2);
    if (previous !== null && previous <= half && period > half) segments.push({ seconds: 3 });
    previous = period;
    const mine = plays.filter((p) => p.period === period).sort((a, b) => b.clock - a.clock);
    // Stretches of clock around the plays, merged where they overlap.
    const stretches: { top: number; low: number; ft: Set<number> }[] = [];
    for (const p of mine) {
      const top = Math.min(periodLength(period), p.clock + BEFORE * 10);
      const low = Math.max(0, p.clock - AFTER * 10);
      const last = stretches.at(-1);
      if (last && top >= last.low) last.low = Math.min(last.low, low);
      else stretches.push({ top, low, ft: new Set() });
      if (p.event.startsWith('ft_')) stretches.at(-1)!.ft.add(p.clock);
    }
    for (const s of stretches) {
      let clock = s.top;
      for (const ft of [...s.ft].sort((a, b) => b - a)) {
        if (clock > ft) segments.push({ seconds: (clock - ft) / 10, period, clock, running: true });
        segments.push({ seconds: STOPPAGE, period, clock: ft, running: false });
        clock = ft;
      }
      if (clock > s.low)
        segments.push({ seconds: (clock - s.low) / 10, period, clock, running: true });
    }
  }
  return segments;
}
