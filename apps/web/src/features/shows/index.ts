// The public surface of the shows feature: other features import from here only (decision 0015).
export { showKeys } from './api/query-keys';
