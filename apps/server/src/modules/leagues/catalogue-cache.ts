import { cacheKey, type Cache } from '../../lib/cache';

// The catalogue's public read is cached; an admin adding a league drops it (with the league
// lists, which now hold the new league too).
export const catalogueKey = cacheKey('league-catalogue');

export const catalogueChanged = (cache: Cache) => cache.invalidate(catalogueKey);
