/**
 * The players module's public surface: what other modules and the app may use (issue 30).
 * Everything else in this folder is its own business; src/import-graph.test.ts holds the rest of
 * the server to this file.
 */
export {
  playerFanCountChanged,
  playerListsChanged,
  playersChanged,
  playerTimelinesChanged,
} from './players-cache';
export { findPlayer, findPlayerById } from './players.service';
