// The public surface of the likes feature: other features import from here only (decision 0015).
export { likeKeys } from './api/query-keys';
export { LikeButton } from './components/like-button';
export { MyLikes } from './components/my-likes';
