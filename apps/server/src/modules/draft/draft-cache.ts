import { cacheKey } from '../../lib/cache';
import { keyOf } from '../../plugins/route-cache';

// The draft module's cache keys. Picks change only by seed: nothing at run time drops them.
export const draftKeys = {
  picks: (query: object) => keyOf(cacheKey('draft', 'picks'), query),
  years: cacheKey('draft', 'years'),
};
