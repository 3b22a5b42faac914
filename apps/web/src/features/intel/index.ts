// The public surface of the intel feature: other features import from here only (decision 0015).
export { intelKeys } from './api/query-keys';
export { BigGameBadge } from './components/big-game-badge';
