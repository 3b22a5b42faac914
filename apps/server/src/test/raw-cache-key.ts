import type { CacheKey } from '../lib/cache';

/**
 * A cache key spelled by hand, for the tests of the cache's own mechanism (prefixes, glob
 * characters, the bus): modules make their keys with cacheKey in their `*-cache.ts` only.
 */
export const rawKey = (strings: TemplateStringsArray, ...values: unknown[]) =>
  String.raw({ raw: strings }, ...values) as CacheKey;
