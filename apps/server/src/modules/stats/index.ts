/**
 * The stats module's public surface: what other modules (leaderboards, explorer, intel, ask,
 * cards, scouting) may use. Everything else in this folder is its own business; the import
 * graph test (src/import-graph.test.ts) holds other modules to this file.
 */
export { GAME_JOINS, OPPONENT_NAME } from './game-join';
export { GAME_SCORE_SQL, percentParts } from './stats-aggregate';
export {
  boxScoreDerivedKey,
  leagueDerivedKey,
  boxScoresChanged,
  gameLogsChanged,
  playerRefsChanged,
} from './stats-cache';
export {
  loadDataset,
  rowOfPlayer,
  seasonRowsBefore,
  STATS_TTL_SECONDS,
  warmStats,
  type StatsDataset,
} from './stats-dataset';
export {
  exactValue,
  filterRows,
  rowFilterFields,
  rowSortFields,
  sortRows,
  type RowFilter,
  type RowSort,
} from './stats-table';
export { intervalWindow, utcToday } from './stats-window';
export { playerGames, playerStats, tableOf } from './stats.service';
export {
  datasetQualification,
  meetsRule,
  qualificationFor,
  WEEKLY_MIN_GAMES,
} from './qualification';
