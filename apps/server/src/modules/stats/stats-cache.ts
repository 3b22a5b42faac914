import type { IntervalCode } from '@hoopdex/contract';
import { cacheKey, childKey, type Cache } from '../../lib/cache';

// The stats module's cache keys and what drops them. Every answer derived from the box scores
// (datasets, leaderboards, explorer pages, intel, cards, ask) is under one group, so one import
// drops them all (boxScoresChanged). Other modules name their derived reads with
// boxScoreDerivedKey, never by spelling the group.
const derived = cacheKey('stats', 'v1');

/** The key of an answer derived from the box scores. */
export function boxScoreDerivedKey(...segments: Array<string | number>) {
  return childKey(derived, ...segments);
}

/** A league's interval dataset in one 5-minute bucket. */
export function datasetCacheKey(leagueId: number, interval: IntervalCode, bucket: number) {
  return boxScoreDerivedKey('dataset', leagueId, interval, bucket);
}

/** A player's id and league by slug (not derived from box scores: slugs are fixed). */
export const playerRefKey = (slug: string) => cacheKey('stats', 'player-ref', slug);

/** The players' game logs (stats.routes `games`): a row says whether its game has plays. */
export const gameLogs = () => boxScoreDerivedKey('games');

/** Play-by-play came for some games: the game logs' `has_plays` moves, nothing else here. */
export function gameLogsChanged(cache: Cache): Promise<void> {
  return cache.invalidate(gameLogs());
}

/** Box scores changed (import, seed, tests): drops every answer derived from them. */
export function boxScoresChanged(cache: Cache): Promise<void> {
  return cache.invalidate(derived);
}

/** Slug → id lookups: a merged player's slug points nowhere now (or again, after an undo). */
export function playerRefsChanged(cache: Cache): Promise<void> {
  return cache.invalidate(cacheKey('stats', 'player-ref'));
}
