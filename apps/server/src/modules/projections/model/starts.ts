import { recencyWeights } from './recency-weights';
import { shrink } from './shrinkage';
import type { GameLine } from './types';

// Her starts as a signal of her role (decision 0026, sixth follow-up). A coach's starting five
// moves before a player's minutes have had time to: a reserve who has started her last games
// is likely to keep the bigger role, a starter sent to the bench the smaller one. Her minutes
// are read as a mixture of the two roles: the chance she starts a game from here (her recent
// start share, short half-life: starts are sticky, but recent ones say the most) times her
// minutes when she starts, plus the rest times her minutes off the bench, each her own shrunk
// toward the league's minutes per start and per bench game. Only lines that say whether she
// started count; a league without starts gives null and the model projects as without them.

export interface StartParams {
  /** Games after which a game's weight in her start share halves. */
  shareHalfLife: number;
  /** Games of the league's minutes per start (per bench game) mixed into hers. */
  priorGames: number;
}

/**
 * Her minutes per game as the mixture of her starting and bench roles (null: none of her lines
 * says whether she started, or the league has no minutes per start). `minutesHalfLife` weighs her
 * minutes in each role, as her other minutes are weighed.
 */
export function startMinutes(
  lines: readonly GameLine[],
  seasonsBack: readonly number[],
  league: { starter: number; bench: number } | null,
  minutesHalfLife: number,
  seasonDiscount: number,
  sp: StartParams,
): number | null {
  if (!league) return null;
  const known: number[] = [];
  for (let i = 0; i < lines.length; i++) {
    const s = lines[i]!.starter;
    if (s === true || s === false) known.push(i);
  }
  if (!known.length) return null;
  const back = known.map((i) => seasonsBack[i]!);
  const wShare = recencyWeights(back, sp.shareHalfLife, seasonDiscount);
  const wMin = recencyWeights(back, minutesHalfLife, seasonDiscount);
  let started = 0;
  let all = 0;
  // Her weighted minutes and games in each role.
  const start = { minutes: 0, games: 0 };
  const bench = { minutes: 0, games: 0 };
  known.forEach((i, k) => {
    const l = lines[i]!;
    all += wShare[k]!;
    if (l.starter) started += wShare[k]!;
    const role = l.starter ? start : bench;
    role.minutes += wMin[k]! * l.minutes;
    role.games += wMin[k]!;
  });
  const share = started / all;
  const asStarter = shrink(start.minutes, start.games, league.starter, sp.priorGames).value;
  const offBench = shrink(bench.minutes, bench.games, league.bench, sp.priorGames).value;
  return share * asStarter + (1 - share) * offBench;
}
