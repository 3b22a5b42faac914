import { foldText } from '../../../lib/normalize';

/** Longest question read; the route refuses longer text (contract). */
export const MAX_QUESTION_LENGTH = 300;

/**
 * A question as words: the search folding (lower case, accents and ø-like letters folded,
 * docs/decisions/0003; apostrophes kept), possessives dropped ("marville's" → "marville"),
 * hyphens and punctuation as spaces, "%", "+", "<", ">" and "," as words of their own, and numbers split
 * from what they touch ("20ppg" → "20 ppg", "40%" → "40 %"). Anything else (SQL, markup) is
 * just more words.
 */
export function tokenizeQuestion(text: string): string[] {
  return foldText(text.slice(0, MAX_QUESTION_LENGTH))
    .replace(/[’‘`´]/g, "'")
    .replace(/(\p{L})'s\b/gu, '$1')
    .replace(/(\p{L})s'/gu, '$1s')
    .replace(/(\d),(\d{3})\b/g, '$1$2')
    .replace(/(\d)\.(?!\d)/g, '$1 ')
    .replace(/(?<!\d)\.(?=\d)/g, ' 0.')
    .replace(/([%+<>=,&])/g, ' $1 ')
    .replace(/(\d)(?=\p{L})/gu, '$1 ')
    .replace(/(\p{L})(?=\d)/gu, (m) => `${m} `)
    .replace(/[^\p{L}\p{N}.%+<>=,& ]+/gu, ' ')
    .replace(/(?<!\d)\.|\.(?!\d)/g, ' ')
    .split(' ')
    .filter(Boolean);
}
