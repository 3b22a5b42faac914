// The public surface of the discover feature: other features import from here only (decision 0015).
export { discoverKeys } from './api/query-keys';
