/**
 * The intel module's public surface: what other modules and the app may use (issue 30).
 * Everything else in this folder is its own business; src/import-graph.test.ts holds the rest of
 * the server to this file.
 */
export { type BigGameDetection, detectBigGames } from './big-games-detect';
export { headlineOf } from './big-games.service';
export { ensureIntel, refreshIntelAfterImport, warmIntel } from './intel-refresh';
export { leagueRisers } from './risers.service';
