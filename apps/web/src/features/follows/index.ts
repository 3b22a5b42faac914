// The public surface of the follows feature: other features import from here only (decision 0014).
export { followKeys } from './api/query-keys';
