import { clockTexts, esc, filmLength, lavfiFilmArgs, type FilmSegment } from './drawn-film';

// A corpus of scoreboards nobody here designed around (issue 29): broadcast strips, bugs with a
// shot clock, two-line boxes, dark text on light boxes, half-transparent boxes over moving
// pictures, condensed, serif and monospace fonts, 480p to 1080p, heavy compression. Each is drawn
// by ffmpeg from the same segments, so every play's true moment is known (trueMoment). The sync's
// tests and bench:film-sync run every style, with the region given and with it found.

const DEJAVU = '/usr/share/fonts/truetype/dejavu';
const LIBERATION = '/usr/share/fonts/truetype/liberation';
export const STYLE_FONTS = {
  sansBold: `${DEJAVU}/DejaVuSans-Bold.ttf`,
  sans: `${DEJAVU}/DejaVuSans.ttf`,
  serifBold: `${DEJAVU}/DejaVuSerif-Bold.ttf`,
  monoBold: `${DEJAVU}/DejaVuSansMono-Bold.ttf`,
  condensedBold: `${DEJAVU}/DejaVuSansCondensed-Bold.ttf`,
  narrowBold: `${LIBERATION}/LiberationSansNarrow-Bold.ttf`,
  liberationBold: `${LIBERATION}/LiberationSans-Bold.ttf`,
};

/** What stands in a line of the board, left to right. */
type Item =
  | { kind: 'team'; side: 0 | 1 }
  | { kind: 'score'; side: 0 | 1 }
  | { kind: 'period' }
  | { kind: 'clock' }
  /** A 24-second shot clock, smaller; `tenths`: under 5 s it shows 4.2 like the game clock does. */
  | { kind: 'shot'; tenths?: boolean }
  | { kind: 'text'; text: string };

export interface BoardStyle {
  name: string;
  width: number;
  height: number;
  font: string;
  size: number;
  /** ffmpeg colours: text, and the box (with its opacity, `black@0.5`). */
  text: string;
  box: string;
  corner: 'tl' | 'tr' | 'tc' | 'bl' | 'br' | 'bc';
  lines: Item[][];
  teams: [string, string];
  period: (p: number) => string;
  background: 'field' | 'moving' | 'noise' | 'light';
  /** x264 quality (higher: worse); 23 by default. */
  crf?: number;
  zeroPad?: boolean;
}

const ordinal = (p: number) =>
  p > 4 ? (p === 5 ? 'OT' : `${p - 4}OT`) : `${p}${['ST', 'ND', 'RD', 'TH'][p - 1]}`;
const quarter = (p: number) => (p > 4 ? (p === 5 ? 'OT' : `${p - 4}OT`) : `Q${p}`);

const T = (side: 0 | 1) => ({ kind: 'team', side }) as const;
const S = (side: 0 | 1) => ({ kind: 'score', side }) as const;
const P = { kind: 'period' } as const;
const C = { kind: 'clock' } as const;

export const boardStyles: BoardStyle[] = [
  {
    name: 'broadcast-strip',
    ...{ width: 1280, height: 720, font: STYLE_FONTS.sansBold, size: 28 },
    ...{ text: 'white', box: 'black@0.5', corner: 'tr', background: 'moving' },
    lines: [[P, C, T(0), S(0), { kind: 'text', text: '-' }, S(1), T(1)]],
    teams: ['HOME', 'AWAY'],
    period: quarter,
  },
  {
    name: 'nba-bug-shot-clock',
    ...{ width: 1920, height: 1080, font: STYLE_FONTS.narrowBold, size: 40 },
    ...{ text: 'white', box: '0x1d428a@0.92', corner: 'bl', background: 'moving' },
    lines: [[T(0), S(0), T(1), S(1), P, C, { kind: 'shot' }]],
    teams: ['LAL', 'BOS'],
    period: quarter,
  },
  {
    name: 'college-dark-on-light',
    ...{ width: 854, height: 480, font: STYLE_FONTS.serifBold, size: 20 },
    ...{ text: 'black', box: 'white@0.95', corner: 'tl', background: 'field' },
    lines: [[T(0), S(0), T(1), S(1), P, C]],
    teams: ['DUKE', 'UNC'],
    period: ordinal,
  },
  {
    name: 'mono-lowercase',
    ...{ width: 960, height: 540, font: STYLE_FONTS.monoBold, size: 22 },
    ...{ text: '0x202020', box: '0xe8e8e8@1', corner: 'tc', background: 'noise' },
    lines: [[{ kind: 'text', text: 'Bonus' }, P, C, S(0), S(1)]],
    teams: ['', ''],
    period: (p) => ordinal(p).toLowerCase(),
  },
  {
    name: 'two-line-box',
    ...{ width: 1280, height: 720, font: STYLE_FONTS.sansBold, size: 26 },
    ...{ text: 'white', box: 'black@0.6', corner: 'br', background: 'moving' },
    lines: [
      [T(0), S(0), T(1), S(1)],
      [P, C, { kind: 'shot' }],
    ],
    teams: ['Lakers', 'Celtics'],
    period: quarter,
  },
  {
    name: 'shot-clock-tenths',
    ...{ width: 1280, height: 720, font: STYLE_FONTS.liberationBold, size: 30 },
    ...{ text: 'yellow', box: 'black@0.85', corner: 'bc', background: 'field' },
    lines: [[T(0), S(0), T(1), S(1), P, C, { kind: 'shot', tenths: true }]],
    teams: ['PHX', 'DEN'],
    period: ordinal,
  },
  {
    name: 'compressed-480p',
    ...{ width: 854, height: 480, font: STYLE_FONTS.sansBold, size: 18 },
    ...{ text: 'white', box: 'black@0.7', corner: 'tr', background: 'noise', crf: 40 },
    lines: [[P, C, T(0), S(0), T(1), S(1)]],
    teams: ['LAL', 'GSW'],
    period: quarter,
  },
  {
    name: 'zero-padded-red',
    ...{ width: 1280, height: 720, font: STYLE_FONTS.narrowBold, size: 32 },
    ...{ text: 'white', box: '0xc8102e@0.9', corner: 'tc', background: 'moving', zeroPad: true },
    lines: [[T(0), S(0), P, C, S(1), T(1)]],
    teams: ['CHI', 'MIA'],
    period: (p) => (p > 4 ? 'OT' : `P${p}`),
  },
  {
    name: 'light-box-over-video',
    ...{ width: 960, height: 540, font: STYLE_FONTS.sans, size: 24 },
    ...{ text: 'black', box: 'white@0.6', corner: 'bl', background: 'moving' },
    lines: [[P, C, { kind: 'text', text: '|' }, T(0), S(0), T(1), S(1)]],
    teams: ['NYL', 'SEA'],
    period: ordinal,
  },
  {
    name: 'wide-1080-quarter-word',
    ...{ width: 1920, height: 1080, font: STYLE_FONTS.condensedBold, size: 44 },
    ...{ text: 'white', box: '0x111111@0.8', corner: 'tl', background: 'light', crf: 30 },
    lines: [[T(0), S(0), T(1), S(1), { kind: 'text', text: 'QTR' }, P, C]],
    teams: ['MIN', 'OKC'],
    period: (p) => (p > 4 ? 'OT' : String(p)),
  },
];

const CHARS: Record<Item['kind'], number> = {
  team: 0,
  score: 3,
  period: 3,
  clock: 5,
  shot: 3,
  text: 0,
};
const CHAR_W = 0.72;

function itemChars(item: Item, style: BoardStyle) {
  if (item.kind === 'team') return Math.max(...style.teams.map((t) => t.length));
  if (item.kind === 'text') return item.text.length;
  return CHARS[item.kind];
}

/** The board's box and each line's items' x (from the box's left), in pixels. */
export function boardLayout(style: BoardStyle) {
  const pad = Math.round(style.size * 0.5);
  const gap = Math.round(style.size * 0.6);
  const lines = style.lines.map((items) => {
    let x = pad;
    const placed = items.map((item) => {
      const at = x;
      x += Math.round(itemChars(item, style) * style.size * CHAR_W) + gap;
      return { item, x: at };
    });
    return { placed, width: x - gap + pad };
  });
  const w = Math.max(...lines.map((l) => l.width));
  const lineH = Math.round(style.size * 1.45);
  const h = lineH * lines.length + pad;
  const margin = Math.round(style.height * 0.03);
  const x = style.corner.endsWith('l')
    ? margin
    : style.corner.endsWith('r')
      ? style.width - w - margin
      : Math.round((style.width - w) / 2);
  const y = style.corner.startsWith('t') ? margin : style.height - h - margin;
  return { region: { x, y, w, h }, lines, lineH, pad };
}

/** The region a person would draw around the board. */
export const styleRegion = (style: BoardStyle) => boardLayout(style).region;

const segmentText = (item: Item, style: BoardStyle, s: FilmSegment, i: number): string | null => {
  if (item.kind === 'team') return style.teams[item.side];
  if (item.kind === 'score') return String(item.side ? 8 + 2 * i : 10 + 3 * i);
  if (item.kind === 'period') return style.period(s.period!);
  if (item.kind === 'text') return item.text;
  return null;
};

/** drawtext/drawbox filters of `style` over `segments` (a segment with no period: no board). */
export function styleFilters(style: BoardStyle, segments: FilmSegment[]): string[] {
  const { region: r, lines, lineH, pad } = boardLayout(style);
  const filters: string[] = [];
  let a = 0;
  segments.forEach((s, i) => {
    const end = a + s.seconds;
    if (s.period !== undefined && s.clock !== undefined) {
      const on = `between(t\\,${a.toFixed(3)}\\,${(end - 0.001).toFixed(3)})`;
      filters.push(
        `drawbox=x=${r.x}:y=${r.y}:w=${r.w}:h=${r.h}:color=${style.box}:t=fill:enable='${on}'`,
      );
      lines.forEach((line, li) => {
        const y = r.y + Math.round(pad / 2) + li * lineH + Math.round((lineH - style.size) / 2);
        for (const { item, x } of line.placed) {
          const draw = (text: string, extra = '', size = style.size, dy = 0) =>
            `drawtext=fontfile=${style.font}:fontsize=${size}:fontcolor=${style.text}:x=${r.x + x}:y=${y + dy}:enable='${on}${extra}':text='${text}'`;
          const fixed = segmentText(item, style, s, i);
          if (fixed !== null) {
            if (fixed) filters.push(draw(esc(fixed)));
          } else if (item.kind === 'clock') {
            filters.push(...clockTexts(s, a, (text, extra) => draw(text, extra), style.zeroPad));
          } else if (item.kind === 'shot') {
            const small = Math.round(style.size * 0.75);
            const dy = style.size - small;
            if (!s.running) filters.push(draw('24', '', small, dy));
            else {
              // Resets every 21 s (tenths style: every 22.5 s, so it shows 4.x before a reset).
              const period = item.tenths ? 22.5 : 21;
              const V = `(24-mod(t-${a.toFixed(3)}+${(i * 3.7).toFixed(1)}\\,${period}))`;
              filters.push(draw(`%{eif\\:floor(${V})\\:d}`, `*gte(${V}\\,5)`, small, dy));
              filters.push(
                item.tenths
                  ? draw(
                      `%{eif\\:floor(${V})\\:d}.%{eif\\:mod(floor(${V}*10)\\,10)\\:d}`,
                      `*lt(${V}\\,5)`,
                      small,
                      dy,
                    )
                  : draw(`%{eif\\:floor(${V})\\:d}`, `*lt(${V}\\,5)`, small, dy),
              );
            }
          }
        }
      });
    }
    a = end;
  });
  return filters;
}

function backgroundOf(style: BoardStyle, seconds: number, fps: number) {
  const size = `s=${style.width}x${style.height}:r=${fps}:d=${seconds}`;
  switch (style.background) {
    case 'moving':
      return `testsrc2=${size}`;
    case 'noise':
      return `color=c=0x5a4a3a:${size},noise=alls=40:allf=t`;
    case 'light':
      return `color=c=0xd8c8a8:${size},drawbox=x='mod(t*200\\,${style.width})':y=${Math.round(style.height / 2)}:w=120:h=240:color=0x203060:t=fill`;
    default:
      return `color=c=0x1f6f3a:${size}`;
  }
}

/** ffmpeg arguments drawing `segments` in `style` to `out` (MP4, H.264). */
export function styleFilmArgs(out: string, style: BoardStyle, segments: FilmSegment[], fps = 10) {
  const seconds = filmLength(segments);
  const graph = [backgroundOf(style, seconds, fps), ...styleFilters(style, segments)];
  return lavfiFilmArgs(out, graph, seconds, style.crf);
}
