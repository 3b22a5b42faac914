// Plain functions (no component, no CSS) so route loaders can read ?page= the way the pages do
// without pulling the pager components into the start-up bundle.

/** Reads a 1-based page number from a search param; anything odd is page 1. */
export function pageFromParam(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : 1;
}

/** The page number in ?page= (1 when missing or not a positive whole number). */
export function pageFromSearch(search: URLSearchParams): number {
  return pageFromParam(search.get('page'));
}
