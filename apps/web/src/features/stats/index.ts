// The public surface of the stats feature: other features import from here only (decision 0015).
export { statsKeys } from './api/query-keys';
export { playerSeasonGamesQueryOptions, usePlayerLastGames } from './api/get-player-games';
