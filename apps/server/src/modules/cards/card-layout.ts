import { bestIndexes, isLowerBetter } from '@hoopdex/contract/stat-constants';
import {
  compareStats,
  formatCardValue,
  headlineStats,
  ordinal,
  type CardStat,
  type PlayerCardModel,
} from './card-data';
import { projectionText, valueText, type CardFigures } from './card-figures';
import type { CardChild, CardNode } from './card-renderer';

// Brand palette (spec §9), as in the generated media.
const INK = '#1f1d4d';
const PAPER = '#f3f3f6';
const LILAC = '#8a5fbf';
const PERIWINKLE = '#c5cbf5';
/** The worker's font families (card-render-worker.mjs): Latin first, Latin Extended for the rest. */
const FONT = 'Inter latin, Inter latin-ext';

type Style = Record<string, unknown>;
const el = (style: Style, ...children: CardChild[]): CardNode => ({
  type: 'div',
  props: { style: { display: 'flex', ...style }, children },
});
/** Text that wraps to at most `lines` lines and ends with an ellipsis when cut. */
const text = (value: string, style: Style, lines = 1): CardNode => ({
  type: 'div',
  props: {
    style: { display: 'block', lineClamp: lines, overflow: 'hidden', ...style },
    children: value,
  },
});

const frame = (...children: CardChild[]) =>
  el(
    {
      width: '100%',
      height: '100%',
      boxSizing: 'border-box',
      flexDirection: 'column',
      background: INK,
      color: PAPER,
      fontFamily: FONT,
      padding: 48,
    },
    ...children,
  );

const brand = (label: string) =>
  el(
    { justifyContent: 'space-between', alignItems: 'center', fontSize: 24, color: PERIWINKLE },
    text('HOOPDEX', { fontWeight: 700, letterSpacing: 4 }),
    text(label, {}),
  );

function avatar(p: PlayerCardModel, size: number): CardNode {
  return el(
    {
      width: size,
      height: size,
      borderRadius: size / 8,
      background: p.photo.background,
      color: p.photo.colour,
      alignItems: 'center',
      justifyContent: 'center',
      fontSize: size * 0.38,
      fontWeight: 700,
      border: `4px solid ${PERIWINKLE}`,
      flexShrink: 0,
    },
    p.photo.initials,
  );
}

/** A percentile bar with its number written out, so it reads without colour. */
function statRow(stat: CardStat, height: number): CardNode {
  const pct = stat.percentile;
  return el(
    { alignItems: 'center', gap: 24, height },
    text(stat.label, { width: 72, fontSize: 26, fontWeight: 700, color: PERIWINKLE }),
    text(formatCardValue(stat), { width: 170, fontSize: 44, fontWeight: 700 }),
    el(
      {
        width: 220,
        height: 22,
        borderRadius: 11,
        background: 'rgba(243,243,246,0.18)',
        border: `2px solid ${PERIWINKLE}`,
      },
      pct === null
        ? null
        : el({
            width: `${Math.max(4, Math.min(100, pct))}%`,
            height: '100%',
            borderRadius: 9,
            background: LILAC,
          }),
    ),
    text(pct === null ? 'not rated' : `${ordinal(pct)} pct`, { fontSize: 24, color: PERIWINKLE }),
  );
}

/** "Hoopdex Value $1.2M ($900K–$1.6M)": the label dimmer, the figure bold, on one line. */
const figureLine = (label: string, figure: string, note?: string) =>
  el(
    { alignItems: 'baseline', gap: 14, height: 40, fontSize: 28 },
    text(label, { fontSize: 24, fontWeight: 700, color: PERIWINKLE, flexShrink: 0 }),
    text(figure, { fontWeight: 700, flexShrink: 0 }),
    note ? text(note, { fontSize: 22, color: PERIWINKLE }) : null,
  );

/** The value and projection lines; only those the site has (never a zero standing in). */
function figureLines(f: CardFigures): CardNode[] {
  return [
    f.value && figureLine('Hoopdex Value', valueText(f.value)),
    f.projection && figureLine('Projected', projectionText(f.projection), 'rest of season'),
  ].filter((n): n is CardNode => n !== null);
}

/**
 * 1200×630 player card: photo, name, team, league, position and class, four headline stats, and
 * (when the site has them) Hoopdex Value and the rest-of-season points projection. The stat rows
 * tighten by as much as the figure lines take, so a two-line name still fits the card's height.
 */
export function playerCardTree(p: PlayerCardModel, figures: CardFigures): CardNode {
  const stats = p.stats.filter((s) => headlineStats.includes(s.key));
  const extra = figureLines(figures);
  const rowHeight = 64 - extra.length * 10;
  return frame(
    brand('Season · per game'),
    el(
      { flexGrow: 1, gap: 48, alignItems: 'center' },
      avatar(p, 300),
      el(
        { flexDirection: 'column', flexGrow: 1, flexShrink: 1, minWidth: 0 },
        text(p.name, { fontSize: 58, fontWeight: 700, lineHeight: 1.1 }, 2),
        text([p.team, p.league.toUpperCase()].filter(Boolean).join(' · '), {
          fontSize: 26,
          marginTop: 8,
        }),
        text([p.position, p.schoolYear].filter(Boolean).join(' · ') || ' ', {
          fontSize: 26,
          color: PERIWINKLE,
          marginBottom: 16,
        }),
        p.games > 0
          ? el({ flexDirection: 'column' }, ...stats.map((s) => statRow(s, rowHeight)))
          : text('No games this season yet', { fontSize: 34, fontWeight: 700, marginTop: 24 }),
        extra.length ? el({ flexDirection: 'column', marginTop: 8 }, ...extra) : null,
      ),
    ),
    text(
      p.games > 0
        ? `${p.games} games · bars: percentile among ${p.league.toUpperCase()} players`
        : ' ',
      { fontSize: 20, color: PERIWINKLE },
    ),
  );
}

function compareHead(p: PlayerCardModel, align: 'flex-start' | 'flex-end'): CardNode {
  const textAlign = align === 'flex-start' ? 'left' : 'right';
  return el(
    {
      flexDirection: align === 'flex-start' ? 'row' : 'row-reverse',
      alignItems: 'center',
      gap: 20,
      width: 520,
    },
    avatar(p, 110),
    el(
      { flexDirection: 'column', flexShrink: 1, minWidth: 0, alignItems: align },
      text(p.name, { fontSize: 34, fontWeight: 700, lineHeight: 1.1, textAlign }, 2),
      text([p.team, p.league.toUpperCase()].filter(Boolean).join(' · '), {
        fontSize: 20,
        color: PERIWINKLE,
        textAlign,
      }),
    ),
  );
}

const compareMarker = (on: boolean) =>
  el({
    width: 16,
    height: 16,
    borderRadius: 8,
    background: on ? LILAC : 'transparent',
    border: on ? `2px solid ${PAPER}` : 'none',
  });

/** The better value: bold, full white and a filled marker; the other plain and dimmer. */
function compareValue(
  stat: CardStat | undefined,
  better: boolean,
  align: 'left' | 'right',
): CardNode {
  const marker = compareMarker(better);
  const value = text(stat ? formatCardValue(stat) : '–', {
    fontSize: 32,
    fontWeight: better ? 700 : 400,
    color: better ? PAPER : PERIWINKLE,
  });
  return el(
    {
      width: 200,
      gap: 14,
      alignItems: 'center',
      justifyContent: align === 'left' ? 'flex-start' : 'flex-end',
    },
    ...(align === 'left' ? [marker, value] : [value, marker]),
  );
}

/** 1200×630 compare card: two players side by side, the better value of each row marked. */
export function compareCardTree(a: PlayerCardModel, b: PlayerCardModel): CardNode {
  const rows = compareStats.map((key) => {
    const sa = a.stats.find((s) => s.key === key);
    const sb = b.stats.find((s) => s.key === key);
    const best = bestIndexes([sa?.exact, sb?.exact], isLowerBetter(key));
    return el(
      {
        alignItems: 'center',
        justifyContent: 'center',
        height: 44,
        borderBottom: '1px solid rgba(197,203,245,0.25)',
      },
      compareValue(sa, best.has(0), 'left'),
      text(sa?.label ?? key, {
        width: 160,
        textAlign: 'center',
        fontSize: 22,
        fontWeight: 700,
        color: PERIWINKLE,
      }),
      compareValue(sb, best.has(1), 'right'),
    );
  });
  return frame(
    brand('Compare · season per game'),
    el(
      { justifyContent: 'space-between', marginTop: 20, marginBottom: 12 },
      compareHead(a, 'flex-start'),
      compareHead(b, 'flex-end'),
    ),
    el({ flexDirection: 'column', alignItems: 'center' }, ...rows),
    el(
      {
        justifyContent: 'center',
        alignItems: 'center',
        gap: 10,
        marginTop: 10,
        fontSize: 18,
        color: PERIWINKLE,
      },
      compareMarker(true),
      'marks the better value (bold)',
    ),
  );
}

/** What a board card shows: no notes, ever (they stay on the page, and only the public ones). */
export interface BoardCardModel {
  name: string;
  count: number;
  players: {
    name: string;
    team: string | null;
    pts: number | null;
    reb: number | null;
    ast: number | null;
  }[];
}

const figure = (v: number | null) => (v === null ? '–' : v.toFixed(1));

/** 1200×630 board card: the board's name and its first five players with PTS / REB / AST. */
export function boardCardTree(b: BoardCardModel): CardNode {
  const cell = (value: string, bold = false) =>
    text(value, { width: 110, textAlign: 'right', fontSize: 26, fontWeight: bold ? 700 : 400 });
  const head = el(
    { height: 40, alignItems: 'center', color: PERIWINKLE, fontSize: 20, fontWeight: 700 },
    text('Player', { flexGrow: 1 }),
    cell('PTS'),
    cell('REB'),
    cell('AST'),
  );
  const rows = b.players.map((p, i) =>
    el(
      { height: 62, alignItems: 'center', borderTop: '1px solid rgba(197,203,245,0.25)' },
      text(`${i + 1}`, { width: 44, fontSize: 24, color: PERIWINKLE }),
      el(
        { flexDirection: 'column', flexGrow: 1, flexShrink: 1, minWidth: 0 },
        text(p.name, { fontSize: 28, fontWeight: 700 }),
        text(p.team ?? ' ', { fontSize: 18, color: PERIWINKLE }),
      ),
      cell(figure(p.pts), true),
      cell(figure(p.reb)),
      cell(figure(p.ast)),
    ),
  );
  const more = b.count - b.players.length;
  return frame(
    brand('Scouting board · season per game'),
    text(b.name, { fontSize: 52, fontWeight: 700, marginTop: 16, marginBottom: 12 }),
    b.players.length
      ? el({ flexDirection: 'column' }, head, ...rows)
      : text('No players on this board yet', { fontSize: 30, marginTop: 24 }),
    more > 0
      ? text(`and ${more} more on the board`, { fontSize: 20, color: PERIWINKLE, marginTop: 8 })
      : null,
  );
}
