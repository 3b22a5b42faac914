import { crestSvg } from './crest-svg';
import { hashKey } from './hash-key';

export { hashKey };

// Deterministic SVG images: the same key always draws the same picture, so the demo needs no
// image files and never fetches anything from outside.

/** Brand palette (spec §9): [background, text colour that reads on it]. */
const palette: readonly (readonly [string, string])[] = [
  ['#1f1d4d', '#f3f3f6'], // dark indigo
  ['#8a5fbf', '#ffffff'], // deep lilac
  ['#c5cbf5', '#1f1d4d'], // light periwinkle
  ['#f3f3f6', '#1f1d4d'], // pale grey
  ['#6e6259', '#f3f3f6'], // greyish brown
  ['#8c8279', '#ffffff'], // brown grey
];

export const leagueCodes: ReadonlySet<string> = new Set([
  'nba',
  'gleague',
  'ncaam',
  'ncaaw',
  'ncaawb',
]);
/** Prefixes that say what a key is rather than what it shows. */
const kindWords = new Set(['show', 'gear', ...leagueCodes]);

/** [background, text] of a key's picture (the share cards draw avatars with the same pair). */
export function colours(key: string, offset = 0): readonly [string, string] {
  return palette[(hashKey(key) + offset) % palette.length] as readonly [string, string];
}

/** Up to `max` initials from the key's words, skipping numbers and kind prefixes. */
export function initials(key: string, max = 2): string {
  const words = key.split('-').filter((w) => w && !/^\d+$/.test(w));
  const meaningful = words.filter((w, i) => !(i === 0 && kindWords.has(w) && words.length > 1));
  return (
    meaningful
      .slice(0, max)
      .map((w) => w[0]?.toUpperCase() ?? '')
      .join('') || '?'
  );
}

const font = "font-family='Helvetica,Arial,sans-serif' font-weight='700' text-anchor='middle'";

/** Initials on the brand colours: shows, the product's own profile, and the share cards' fallback. */
export function initialsAvatarSvg(key: string): string {
  const [bg, fg] = colours(key);
  return `<svg xmlns='http://www.w3.org/2000/svg' width='128' height='128' viewBox='0 0 128 128'><rect width='128' height='128' fill='${bg}'/><text x='64' y='80' ${font} font-size='46' fill='${fg}'>${initials(key)}</text></svg>`;
}

/**
 * League marks (the code in full on a ring) for one-word keys, any league's (`wnba` as well as
 * the demo's); team keys (`{league}-{team}`) get a crest in team colours.
 */
export function logoSvg(key: string): string {
  if (key.includes('-')) return crestSvg(key);
  const [bg, fg] = colours(key);
  const [ring] = colours(key, 3);
  const text = key.toUpperCase().slice(0, 6);
  const size = text.length > 3 ? 26 : 40;
  return `<svg xmlns='http://www.w3.org/2000/svg' width='128' height='128' viewBox='0 0 128 128'><circle cx='64' cy='64' r='60' fill='${bg}' stroke='${ring}' stroke-width='8'/><text x='64' y='${64 + size * 0.36}' ${font} font-size='${size}' fill='${fg}'>${text}</text></svg>`;
}

/** 16:9 half-court: centre circle, key and arc, with the title's initials. */
export function thumbSvg(key: string): string {
  const [bg, fg] = colours(key);
  const line = `fill='none' stroke='${fg}' stroke-opacity='.35' stroke-width='3'`;
  return `<svg xmlns='http://www.w3.org/2000/svg' width='320' height='180' viewBox='0 0 320 180'><rect width='320' height='180' fill='${bg}'/><line x1='160' y1='0' x2='160' y2='180' ${line}/><circle cx='160' cy='90' r='28' ${line}/><rect x='0' y='60' width='56' height='60' ${line}/><rect x='264' y='60' width='56' height='60' ${line}/><path d='M0 12 A90 90 0 0 1 0 168 M320 12 A90 90 0 0 0 320 168' ${line}/><text x='160' y='108' ${font} font-size='52' fill='${fg}'>${initials(key)}</text></svg>`;
}
