// The public surface of the search feature: other features import from here only (decision 0015).
export { searchKeys } from './api/query-keys';
