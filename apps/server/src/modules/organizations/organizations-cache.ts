import { cacheKey, type Cache } from '../../lib/cache';

// The organizations module's cache keys. Leagues change by seed, migration, or an import that
// creates one (create_missing): that import drops them (leaguesChanged).
export const organizationKeys = {
  list: cacheKey('organizations', 'list'),
  ids: cacheKey('organizations', 'ids'),
};

/** A league was added: its lists and ids answer anew at once, on every instance. */
export async function leaguesChanged(cache: Cache): Promise<void> {
  await Promise.all([
    cache.invalidate(organizationKeys.list),
    cache.invalidate(organizationKeys.ids),
  ]);
}
