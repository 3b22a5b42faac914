import type { GameLine } from './types';

/** A made-up game line for the model's unit tests: points follow minutes, the rest is fixed. */
export const testLine = (
  playerId: number,
  game: number,
  minutes: number,
  teamId = 1,
): GameLine => ({
  playerId,
  gameId: game,
  seasonId: 1,
  teamId,
  date: `2024-06-${String(game + 1).padStart(2, '0')}`,
  minutes,
  pts: Math.round(minutes / 2),
  reb: 3,
  ast: 2,
  three_pm: 1,
  st: 1,
  blks: 0,
  turnovers: 1,
  fgm: 4,
  fga: 9,
  three_pa: 3,
  ftm: 2,
  fta: 2,
});
