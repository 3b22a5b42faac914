import { cacheKey } from '../../lib/cache';

// The organizations module's cache keys. Leagues change only by seed or migration: nothing at
// run time drops them; they turn over with their TTL.
export const organizationKeys = {
  list: cacheKey('organizations', 'list'),
  ids: cacheKey('organizations', 'ids'),
};
