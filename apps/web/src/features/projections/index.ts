// The public surface of the projections feature: other features import from here only (decision 0015).
export { projectionKeys } from './api/query-keys';
