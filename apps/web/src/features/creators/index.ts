// The public surface of the creators feature: other features import from here only (decision 0015).
export { creatorKeys } from './api/query-keys';
