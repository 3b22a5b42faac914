// The public surface of the scouting feature: other features import from here only (decision 0015).
export { scoutingKeys } from './api/query-keys';
