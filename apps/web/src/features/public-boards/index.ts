// The public surface of the public-boards feature: other features import from here only (decision 0015).
export { publicBoardKeys } from './api/query-keys';
