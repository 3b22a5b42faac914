// The public surface of the draft feature: other features import from here only (decision 0014).
export { draftKeys } from './api/query-keys';
