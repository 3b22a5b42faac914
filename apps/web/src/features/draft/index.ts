// The public surface of the draft feature: other features import from here only (decision 0015).
export { draftKeys } from './api/query-keys';
