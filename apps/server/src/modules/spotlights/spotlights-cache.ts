import { cacheKey } from '../../lib/cache';

// The spotlights module's cache key. The spotlight changes only by seed: it turns over with its TTL.
export const spotlightKeys = {
  current: cacheKey('spotlight', 'current'),
};
