// The public surface of the content feature: other features import from here only (decision 0015).
export { contentKeys } from './api/query-keys';
