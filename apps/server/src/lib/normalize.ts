/**
 * The one normalization for search: stored search_name / search_title columns and the API's
 * query text both go through it, so "José" typed as "jose" still matches.
 */
export function normalizeSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** URL-safe key (slugs, media keys): normalized words joined by '-'. */
export function slugify(text: string): string {
  return normalizeSearch(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
