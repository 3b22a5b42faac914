import { cacheKey, type Cache } from '../../lib/cache';
import { boxScoreDerivedKey } from '../stats/index';

// The projections module's cache keys. A player's projection is derived from the box scores:
// named under the stats group, so an import's boxScoresChanged drops it. The accuracy tables
// change when a backtest job finishes, which drops them (backtestsChanged).

/** A player's projection (as-of and slug are the route's parameters, keyOf). */
export const projectionKey = () => boxScoreDerivedKey('projection');

const accuracy = cacheKey('projections', 'accuracy');
export const accuracyKey = () => accuracy;

/** A backtest was stored: the accuracy answers change. */
export function backtestsChanged(cache: Cache): Promise<void> {
  return cache.invalidate(accuracy);
}
