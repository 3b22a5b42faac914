// The game feature's public face: what other features and pages may use (DESIGN convention 15).
export { ShotChart } from './components/shot-chart';
export { gameKeys } from './api/game-keys';
export { eventTexts, playTitle } from './utils/play-format';
export { useGame } from './api/get-game';
