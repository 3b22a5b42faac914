import { cacheKey, childKey, type Cache } from '../../lib/cache';
import { boxScoreDerivedKey } from '../stats/index';

// The projections module's cache keys. A player's projection is derived from the box scores:
// named under the stats group, so an import's boxScoresChanged drops it. The accuracy tables
// change when a backtest job finishes, which drops them (backtestsChanged).

/** A player's projection (as-of and slug are the route's parameters, keyOf). */
export const projectionKey = () => boxScoreDerivedKey('projection');

const accuracy = cacheKey('projections', 'accuracy');
export const accuracyKey = () => accuracy;

/** Every player of a league projected as of a date (the projected leaderboard, the alerts). */
const leagueProjections = boxScoreDerivedKey('league-projections');
export const leagueProjectionsKey = (leagueId: number, asOf: string) =>
  childKey(leagueProjections, leagueId, asOf);

/** The projected leaderboard's answers (the leaderboards route keys them under this). */
const projectedBoard = boxScoreDerivedKey('projected-board');
export const projectedBoardKey = () => projectedBoard;

/**
 * A backtest was stored: the accuracy answers change, and the league projections and projected
 * boards are dropped too (the job runs after an import; it is the "data changed" signal a board
 * read between the import and the job's end would otherwise keep for its TTL).
 */
export async function backtestsChanged(cache: Cache): Promise<void> {
  await cache.invalidate(accuracy);
  await cache.invalidate(leagueProjections);
  await cache.invalidate(projectedBoard);
}
