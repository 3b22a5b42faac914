import type { BigGameReason, GameLogRow } from '@hoopdex/contract';

/** A game-log line with its big-game mark (the contract's gameLogBigGameSchema): null or absent
 *  when the game is not big. */
export type GameLogLine = GameLogRow & {
  big_game?: { id: number; reasons: BigGameReason[] } | null;
};
