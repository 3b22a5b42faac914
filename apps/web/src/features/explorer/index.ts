// The public surface of the explorer feature: other features import from here only (decision 0015).
export { explorerKeys } from './api/query-keys';
