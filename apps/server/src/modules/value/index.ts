/**
 * The value module's public surface (decision 0030): other modules use these only.
 */
export { playerValueChanged } from './value-cache';
export { socialFollowingRoutes } from './social-following.routes';
export { valueRoutes } from './value.routes';
export { playerValue, type ValueRange } from './value.service';
export { cachedValueRange } from './value-range';
export { ensureValues, recomputeValues } from './recompute-values';
export { valueBoardOf, warmValueBoards } from './value-board.service';
