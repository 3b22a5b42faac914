import type { Cache } from '../../lib/cache';
import { STATS_CACHE_PREFIX } from '../stats/stats-dataset';

/**
 * This module's cached reads (DESIGN convention 14). Under the stats prefix, so a box-score
 * import's invalidateStats drops them too (the game page shows box scores); a play-by-play
 * import drops only these.
 */
export const PBP_CACHE_PREFIX = `${STATS_CACHE_PREFIX}pbp:`;
/** Plays change only by import, which drops them: a minute here and in browsers/CDNs. */
export const PBP_TTL = 60;

/** "A game's plays changed": drops every game, plays and shot-chart answer. */
export function invalidatePlays(cache: Cache): Promise<void> {
  return cache.invalidate(PBP_CACHE_PREFIX);
}
