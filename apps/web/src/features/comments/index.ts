// The public surface of the comments feature: other features import from here only (decision 0015).
export { commentKeys } from './api/query-keys';
