// The public surface of the notifications feature: other features import from here only (decision 0015).
export { notificationKeys } from './api/query-keys';
