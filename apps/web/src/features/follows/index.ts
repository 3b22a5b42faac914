// The public surface of the follows feature: other features import from here only (decision 0015).
export { followKeys } from './api/query-keys';
export { FollowButton } from './components/follow-button';
export { MyFollows } from './components/my-follows';
