import { cacheKey } from '../../lib/cache';

// The intel module's own cache key; its answers derived from box scores are named with
// boxScoreDerivedKey (stats) and dropped by boxScoresChanged.
export const intelKeys = {
  leagueNames: cacheKey('intel', 'league-names'),
};
