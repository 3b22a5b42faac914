/**
 * The projections module's public surface (docs/decisions/0026-projections.md): its routes, the
 * durable backtest job (marked due by imports, run by a timer on every instance) and the
 * functions the benchmark, the value module and tests call.
 */
export { projectionsRoutes } from './projections.routes';
export {
  ensureBacktests,
  markBacktestsDue,
  runDueBacktests,
  startProjectionJobs,
} from './backtest-job';
export { accuracyOf, backtestSeason } from './backtest.service';
export { playerProjection, projectedPlayer } from './projections.service';
export {
  makeProjector,
  projectedLine,
  type ProjectedPlayer,
  type ProjectionBatch,
  type Projector,
} from './projector';
export {
  leagueProjections,
  warmLeagueProjections,
  type LeagueProjections,
  type LeaguePlayerProjection,
} from './league-projections';
export { projectedBoardKey } from './projections-cache';
export {
  latestSeasonProjections,
  type LatestSeasonProjections,
  type LeagueProjectionRow,
} from './latest-season-projections';
export type { BacktestResult } from './backtest/walk-forward';
