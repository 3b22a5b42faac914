// The public surface of the ask feature: other features import from here only (decision 0015).
export { askKeys } from './api/query-keys';
