import { hashKey } from './hash-key';

/**
 * Team crests: a shield, roundel or badge in two team colours with the team's letters and a ball
 * seam. Colours come from the name without its league prefix, so a school's men's and women's
 * teams wear the same colours.
 */
const teamColours: readonly (readonly [primary: string, secondary: string])[] = [
  ['#0b2545', '#f2b705'], // navy and gold
  ['#9e1b32', '#ffffff'], // crimson and white
  ['#1d428a', '#ffffff'], // royal and white
  ['#154734', '#f1c400'], // forest and gold
  ['#4b2e83', '#e8d3a2'], // purple and sand
  ['#e35205', '#0c2340'], // orange and navy
  ['#111111', '#c8102e'], // black and red
  ['#006272', '#f4f4f4'], // teal and white
  ['#7a0019', '#ffcc33'], // maroon and gold
  ['#00843d', '#ffffff'], // kelly green and white
  ['#bb0000', '#9ea2a2'], // scarlet and grey
  ['#6cace4', '#041e42'], // carolina blue and navy
  ['#582c83', '#ffffff'], // violet and white
  ['#002d62', '#c4ced4'], // navy and silver
  ['#ce1141', '#000000'], // red and black
  ['#fdb927', '#552583'], // gold and purple
];

const shapes = [
  // Shield.
  'M64 6 L116 20 V62 C116 94 92 114 64 124 C36 114 12 94 12 62 V20 Z',
  // Roundel.
  'M64 6 A58 58 0 1 1 63.9 6 Z',
  // Badge (cut corners).
  'M34 8 H94 L120 34 V94 L94 120 H34 L8 94 V34 Z',
] as const;

const font = "font-family='Helvetica,Arial,sans-serif' font-weight='800' text-anchor='middle'";

/** The team's letters: a short one-word name in full, else the words' initials (up to 3). */
export function teamLetters(words: string[]): string {
  const named = words.filter((w) => !/^\d+$/.test(w));
  if (named.length === 1) {
    const w = named[0] as string;
    return (w.length <= 4 ? w : w.slice(0, 3)).toUpperCase();
  }
  return named
    .slice(0, 3)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('');
}

/**
 * A team key is `{league}-{team slug}` (the seed's and `teamCrestUrl`'s): the first word is the
 * league, whatever league (an imported `wnba-las-vegas-aces` reads LVA, not WLV).
 */
export function crestSvg(key: string): string {
  const words = key.split('-').filter(Boolean);
  const name = words.length > 1 ? words.slice(1) : words;
  const h = hashKey(name.join('-'));
  const [primary, secondary] = teamColours[h % teamColours.length] as readonly [string, string];
  const shape = shapes[(h >>> 8) % shapes.length] as string;
  const letters = teamLetters(name) || '?';
  const size = letters.length > 3 ? 28 : letters.length === 3 ? 34 : 42;
  const seam = `fill='none' stroke='${secondary}' stroke-width='3' stroke-opacity='.55'`;
  return `<svg xmlns='http://www.w3.org/2000/svg' width='128' height='128' viewBox='0 0 128 128'><path d='${shape}' fill='${primary}' stroke='${secondary}' stroke-width='6' stroke-linejoin='round'/><circle cx='64' cy='40' r='15' ${seam}/><path d='M49 40 H79 M64 25 V55 M53 29 C60 36 60 44 53 51 M75 29 C68 36 68 44 75 51' ${seam}/><text x='64' y='${88 + size * 0.2}' ${font} font-size='${size}' fill='${secondary}'>${letters}</text></svg>`;
}
