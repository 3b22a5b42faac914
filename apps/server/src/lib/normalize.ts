// Letters NFD does not split into a base letter and an accent; folded by hand. Migration
// 0005_search-indexes applies the same map to the stored search columns: keep them in step.
const folds: Record<string, string> = {
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ł: 'l',
  ı: 'i',
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  þ: 'th',
};

/**
 * Lower case, accents stripped, ø-like letters folded, spaces collapsed; apostrophes kept (the
 * Ask tokenizer reads possessives, slugs turn them into '-').
 */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[øđðłıæœßþ]/g, (c) => folds[c] ?? c)
    .replace(/\s+/g, ' ')
    .trim();
}

/** Apostrophes people may or may not type ("A'ja", "A’ja", "aja"): dropped from search text. */
export const SEARCH_APOSTROPHES = "'’‘`´ʼ";
const apostrophes = new RegExp(`[${SEARCH_APOSTROPHES}]`, 'g');

/**
 * The one normalization for search: stored search_name / search_title columns and the API's
 * query text both go through it, so "José" typed as "jose", "Sørvik" as "sorvik" or "A'ja" as
 * "aja" matches. Migrations 0005 and 0017 refold stored rows: keep them in step.
 */
export function normalizeSearch(text: string): string {
  return foldText(text).replace(apostrophes, '').replace(/\s+/g, ' ').trim();
}

/** URL-safe key (slugs, media keys): folded words joined by '-' (slugs predate the apostrophe rule). */
export function slugify(text: string): string {
  return foldText(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
