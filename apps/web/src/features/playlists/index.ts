// The public surface of the playlists feature: other features import from here only (decision 0015).
export { playlistKeys } from './api/query-keys';
