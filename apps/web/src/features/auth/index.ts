// The public surface of the auth feature: other features import from here only (decision 0015).
export { authKeys } from './api/query-keys';
