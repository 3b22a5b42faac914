// The public surface of the rankings feature: other features import from here only (decision 0015).
export { rankingKeys } from './api/query-keys';
export { leaguesQueryOptions, useLeagues } from './api/get-leagues';
