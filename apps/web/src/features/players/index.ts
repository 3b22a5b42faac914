// The public surface of the players feature: other features import from here only (decision 0015).
export { playerKeys } from './api/query-keys';
export { playerName } from './utils/player-format';
export { TimelineList, type TimelineEntry } from './components/timeline-list';
