// The public surface of the leaderboards feature: other features import from here only (decision 0015).
export { leaderboardKeys } from './api/query-keys';
