// What a scoreboard's words say (decision 0023, "reading real scoreboards"): among team names,
// scores, a shot clock and bonus marks, which word is the game clock and which the period.
// Pure functions over tesseract's words (text, box, confidence), so they are tested on text.

/** One word as tesseract read it: its box in the picture it read, and how sure it was (0–100). */
export interface OcrWord {
  text: string;
  left: number;
  top: number;
  width: number;
  height: number;
  conf: number;
  /** Which picture of a multi-picture read it is on (from 0). */
  page?: number;
}

/** A word that reads as a game clock, in tenths, where it stands. */
export interface ClockWord {
  tenths: number;
  /** The same text read as a period run into a shorter clock ("18:49": period 1, 8:49). */
  alt?: { period: number; tenths: number };
  /** A period glued in front of the clock ("111:49": period 1 at 11:49). */
  period?: number;
  cx: number;
  cy: number;
  height: number;
  conf: number;
  /** Its box. */
  left: number;
  right: number;
  top: number;
}

/** Letters OCR gives for digits in a clock's font (no whitelist: it sees the letters too). */
const DIGIT_LIKE: Record<string, string> = {
  O: '0',
  o: '0',
  D: '0',
  l: '1',
  I: '1',
  i: '1',
  '|': '1',
  '!': '1',
  Z: '2',
  z: '2',
  S: '5',
  s: '5',
  B: '8',
  g: '9',
  q: '9',
};

/** A clock-shaped word with its look-alike letters turned to digits, and stray marks dropped. */
function clockText(raw: string): string | null {
  // Quotes, commas and brackets that cling to a word; a ';' is a colon read badly.
  const t = raw.replace(/^[^\w:.|!]+|[^\w:.|!]+$/g, '').replace(/;/g, ':');
  if (!/[:.]/.test(t)) return null;
  const mapped = [...t].map((c) => DIGIT_LIKE[c] ?? c).join('');
  // At least two true digits: "S.S" is not a clock, "1l:32" is.
  if ((t.match(/\d/g) ?? []).length < 2) return null;
  return /^[\d:.]+$/.test(mapped) ? mapped : null;
}

const CLOCK = /^(\d{1,2}):([0-5]\d)$/;
const TENTHS = /^(\d{1,2})\.(\d)$/;

/** `M:SS`/`MM:SS` (up to 20 minutes) or `SS.t` under a minute → tenths. */
export function clockTenths(text: string): number | null {
  const m = CLOCK.exec(text);
  if (m) return Number(m[1]) <= 20 ? (Number(m[1]) * 60 + Number(m[2])) * 10 : null;
  const s = TENTHS.exec(text);
  if (s && Number(s[1]) < 60) return Number(s[1]) * 10 + Number(s[2]);
  return null;
}

/** A word → a game clock reading, or null. Handles a period run into it ("111:49", "211.3"). */
export function readClockWord(raw: string): Pick<ClockWord, 'tenths' | 'alt' | 'period'> | null {
  const t = clockText(raw);
  if (!t) return null;
  const tenths = clockTenths(t);
  if (tenths !== null) {
    const glued = /^([1-9])(\d:[0-5]\d)$/.exec(t);
    return glued
      ? { tenths, alt: { period: Number(glued[1]), tenths: clockTenths(glued[2]!)! } }
      : { tenths };
  }
  const joined = /^([1-9])(\d{1,2}[:.]\d{1,2})$/.exec(t);
  const rest = joined ? clockTenths(joined[2]!) : null;
  return rest !== null ? { tenths: rest, period: Number(joined![1]) } : null;
}

/**
 * A word → the period it names: `Q1`, `1st`/`1ST`, `2ND`, `3rd`, `4TH`, `OT`, `2OT`/`OT2`, `P3`,
 * `H2`, also read badly (`Ql`, `lST`). Overtime n is period (regulation periods + n), so the
 * league's period count is needed. `HALF`, `END`, `FINAL` name no period: null.
 */
export function readPeriodWord(raw: string, regulation = 4): number | null {
  const t = raw
    .replace(/[^\w]/g, '')
    .toUpperCase()
    .replace(/(?<=^[QPH])[LI|]|^[LI|](?=(ST|ND|RD|TH)$)/g, '1');
  const q = /^(?:Q|P|H)([1-9])$/.exec(t) ?? /^([1-9])(?:ST|ND|RD|TH)$/.exec(t);
  if (q) return Number(q[1]);
  if (t === 'OT') return regulation + 1;
  const ot = /^([1-9])OT$/.exec(t) ?? /^OT([1-9])$/.exec(t);
  return ot ? regulation + Number(ot[1]) : null;
}

/** Every word of one frame that reads as a game clock, with where it stands. */
export function clockWords(words: OcrWord[]): ClockWord[] {
  const sorted = [...words].sort((a, b) => a.left - b.left);
  const out: ClockWord[] = [];
  const at = (w: OcrWord, read: NonNullable<ReturnType<typeof readClockWord>>, right = w) => ({
    ...read,
    cx: (w.left + right.left + right.width) / 2,
    cy: w.top + w.height / 2,
    height: Math.max(w.height, right.height),
    conf: Math.min(w.conf, right.conf),
    left: w.left,
    right: right.left + right.width,
    top: Math.min(w.top, right.top),
  });
  sorted.forEach((w, i) => {
    const read = readClockWord(w.text);
    if (read) return out.push(at(w, read));
    // "11 :32" or "11: 32": OCR split the clock at its colon.
    const next = sorted[i + 1];
    if (!next || next.left - (w.left + w.width) > w.height * 0.6) return;
    const joined = readClockWord(w.text + next.text);
    if (joined) out.push(at(w, joined, next));
  });
  return out;
}

/**
 * The period shown beside a clock: a period word anywhere in the frame (the nearest one to the
 * clock), else a lone digit just left of it, as the simplest boards show ("1  11:49").
 */
export function periodNear(words: OcrWord[], clock: ClockWord, regulation = 4): number | null {
  let best: { period: number; d: number } | null = null;
  for (const w of words) {
    const period = readPeriodWord(w.text, regulation);
    if (period === null) continue;
    const d = Math.hypot(w.left + w.width / 2 - clock.cx, w.top + w.height / 2 - clock.cy);
    if (!best || d < best.d) best = { period, d };
  }
  if (best) return best.period;
  const left = words
    .filter(
      (w) => /^[1-9]$/.test(w.text) && Math.abs(w.top + w.height / 2 - clock.cy) < clock.height,
    )
    .filter((w) => w.left + w.width <= clock.cx && clock.cx - (w.left + w.width) < clock.height * 6)
    .sort((a, b) => b.left - a.left)[0];
  return left ? Number(left.text) : null;
}

/** Digits OCR confuses, most often first: what a digit may really be. */
const CONFUSED: Record<string, string[]> = {
  '2': ['1'],
  '7': ['1'],
  '4': ['1'],
  '8': ['0', '3'],
  '9': ['0'],
};

/**
 * A clock longer than the period (`12:59` in a 12-minute quarter) is a misread: the first
 * single-digit fix, left to right, among the digits OCR confuses, that makes it possible; null
 * if none does. Blocky, heavily compressed digits read `11:59` as `12:59` for whole stretches.
 */
export function repairClock(tenths: number, maxClock: number): number | null {
  if (tenths <= maxClock) return tenths;
  const text =
    tenths >= 600
      ? `${Math.floor(tenths / 600)}:${String(Math.floor(tenths / 10) % 60).padStart(2, '0')}`
      : `${Math.floor(tenths / 10)}.${tenths % 10}`;
  for (let i = 0; i < text.length; i++)
    for (const d of CONFUSED[text[i]!] ?? []) {
      const fixed = clockTenths(text.slice(0, i) + d + text.slice(i + 1));
      if (fixed !== null && fixed <= maxClock) return fixed;
    }
  return null;
}
