import type { IntervalCode } from '@hoopdex/contract';
import { cacheKey, childKey, type Cache } from '../../lib/cache';

// The stats module's cache keys and what drops them. Every answer derived from the box scores
// (datasets, leaderboards, explorer pages, intel, cards, ask) is under one group, so a change
// drops them all (boxScoresChanged). Within it, an answer about one league's box scores only (its
// datasets, its leaderboards) sits under that league, and an import drops the leagues it touched
// and everything not kept by league: an import into the NCAA leaves the NBA's leaderboards
// cached (on PGlite a cache miss waits behind the import's follow-up work, issue 31). Other
// modules name their derived reads with boxScoreDerivedKey or leagueDerivedKey, never by
// spelling the group.
const derived = cacheKey('stats', 'v1');
const anyLeagues = childKey(derived, 'all');
const byLeague = childKey(derived, 'league');

/** The key of an answer derived from the box scores (of any leagues). */
export function boxScoreDerivedKey(...segments: Array<string | number>) {
  return childKey(anyLeagues, ...segments);
}

/**
 * The key of an answer derived from one league's box scores and nothing else that an import
 * changes: an import or a merge drops the leagues whose lines it touched, an edited league rule
 * the whole group.
 */
export function leagueDerivedKey(leagueId: number, ...segments: Array<string | number>) {
  return childKey(byLeague, leagueId, ...segments);
}

/** A league's interval dataset in one 5-minute bucket. */
export function datasetCacheKey(leagueId: number, interval: IntervalCode, bucket: number) {
  return leagueDerivedKey(leagueId, 'dataset', interval, bucket);
}

/** A player's id and league by slug (not derived from box scores: slugs are fixed). */
export const playerRefKey = (slug: string) => cacheKey('stats', 'player-ref', slug);

/** The players' game logs (stats.routes `games`): a row says whether its game has plays. */
export const gameLogs = () => boxScoreDerivedKey('games');

/** Play-by-play came for some games: the game logs' `has_plays` moves, nothing else here. */
export function gameLogsChanged(cache: Cache): Promise<void> {
  return cache.invalidate(gameLogs());
}

/**
 * Box scores changed (import, seed, tests): drops every answer derived from them; given the
 * leagues an import touched, keeps the answers of other leagues kept by league.
 */
export async function boxScoresChanged(cache: Cache, leagueIds?: number[]): Promise<void> {
  if (!leagueIds) return cache.invalidate(derived);
  await Promise.all([
    cache.invalidate(anyLeagues),
    ...leagueIds.map((id) => cache.invalidate(childKey(byLeague, id))),
  ]);
}

/** Slug → id lookups: a merged player's slug points nowhere now (or again, after an undo). */
export function playerRefsChanged(cache: Cache): Promise<void> {
  return cache.invalidate(cacheKey('stats', 'player-ref'));
}
