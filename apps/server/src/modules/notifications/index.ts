/**
 * The notifications module's public surface: what other modules and the app may use (issue 30).
 * Everything else in this folder is its own business; src/import-graph.test.ts holds the rest of
 * the server to this file.
 */
export {
  type AlertsBus,
  announce,
  createMemoryAlertsBus,
  createRedisAlertsBus,
} from './alerts-bus';
export { notifyBigGames } from './big-game-alerts';
export { notifyBoardRisers } from './riser-alerts';
export { notifyProjectionJumps, notifyValueMoves } from './player-move-alerts';
export { type StreamLimits } from './stream-hub';
export { startMailJobs } from './mail-jobs';
