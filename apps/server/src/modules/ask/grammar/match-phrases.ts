import { phrasesByFirstWord, type Meaning, type Phrase } from '../vocabulary';

/** One step of a question: a phrase of the vocabulary, a number, or a word it does not know. */
export type Item = (Meaning | { kind: 'word' }) & { text: string };

const NUMBER = /^\d+(\.\d+)?$/;

/** One-word phrases that carry meaning (not stop words): what a typo may stand for. */
const typoTargets: Phrase[] = [...phrasesByFirstWord.values()]
  .flat()
  .filter(
    (p) => p.words.length === 1 && p.meaning.kind !== 'stop' && (p.words[0] as string).length >= 5,
  );

/**
 * Walks the words once, taking the longest vocabulary phrase at each point. A word of 5+
 * letters that is no phrase but one edit (two from 8 letters) away from a one-word phrase
 * ("assits", "rebounds" as "rebouds", "sophmore") is read as that phrase.
 */
export function matchPhrases(words: string[]): Item[] {
  const items: Item[] = [];
  let i = 0;
  while (i < words.length) {
    const word = words[i] as string;
    const phrase =
      phrasesByFirstWord.get(word)?.find((p) => p.words.every((w, k) => words[i + k] === w)) ??
      typoOf(word);
    if (phrase) {
      items.push({ ...phrase.meaning, text: phrase.words.join(' ') });
      i += phrase.words.length;
    } else if (NUMBER.test(word)) {
      items.push({ kind: 'number', value: Number(word), text: word });
      i += 1;
    } else {
      items.push({ kind: 'word', text: word });
      i += 1;
    }
  }
  return items;
}

function typoOf(word: string): Phrase | undefined {
  if (word.length < 5 || /\d/.test(word)) return undefined;
  const allowed = word.length >= 8 ? 2 : 1;
  let best: Phrase | undefined;
  let bestDistance = allowed + 1;
  for (const p of typoTargets) {
    const target = p.words[0] as string;
    if (Math.abs(target.length - word.length) > allowed || target[0] !== word[0]) continue;
    const d = editDistance(word, target, allowed);
    if (d < bestDistance) [best, bestDistance] = [p, d];
  }
  return best;
}

/** Damerau-Levenshtein (adjacent swaps count one), giving up above `max`. */
export function editDistance(a: string, b: string, max: number): number {
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, j) => j)];
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(
        (rows[i - 1] as number[])[j]! + 1,
        row[j - 1]! + 1,
        (rows[i - 1] as number[])[j - 1]! + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        v = Math.min(v, (rows[i - 2] as number[])[j - 2]! + 1);
      row.push(v);
      rowMin = Math.min(rowMin, v);
    }
    if (rowMin > max) return max + 1;
    rows.push(row);
  }
  return (rows[a.length] as number[])[b.length]!;
}
