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
 * The one normalization for search: stored search_name / search_title columns and the API's
 * query text both go through it, so "José" typed as "jose" (or "Sørvik" as "sorvik") matches.
 */
export function normalizeSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[øđðłıæœßþ]/g, (c) => folds[c] ?? c)
    .replace(/\s+/g, ' ')
    .trim();
}

/** URL-safe key (slugs, media keys): normalized words joined by '-'. */
export function slugify(text: string): string {
  return normalizeSearch(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
