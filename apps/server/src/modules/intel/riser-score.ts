import {
  lowerIsBetter,
  percentStats,
  statKeys,
  statLabels,
  type RiserStatMove,
  type StatKey,
} from '@hoopdex/contract';
import { WEEKLY_MIN_GAMES } from '../stats/index';

// The riser formula (docs/decisions/0008-prospect-intelligence.md), free of any database so it
// is unit-tested on hand-worked numbers.

/** Games a player needs in the week (the weekly boards' rule), and in the season before it. */
export const RISER_MIN_WEEK_GAMES = WEEKLY_MIN_GAMES;
export const RISER_MIN_BASELINE_GAMES = 5;
/**
 * Floors of the baseline spread (standard deviation) a change is divided by, so a player whose
 * few baseline games were all alike does not turn a small change into a huge score.
 * Game Score: 2.0; counting stats: 1.0 per game; percentages: 5 percentage points.
 */
export const GAME_SCORE_SD_FLOOR = 2;
export const COUNT_SD_FLOOR = 1;
export const PERCENT_SD_FLOOR = 5;
/** Attempts a percentage needs in the week and in the baseline to count as a move. */
export const MIN_WEEK_ATTEMPTS = 5;
export const MIN_BASELINE_ATTEMPTS = 10;

/** One side's figures of a stat: mean per game (a percentage: made/attempted × 100), spread. */
export interface StatSide {
  mean: number | null;
  /** Sample standard deviation over the baseline games (null with fewer than 2 values). */
  sd?: number | null;
  /** Attempts behind a percentage. */
  attempts?: number;
}

export interface RiserInput {
  gamesWeek: number;
  gamesBaseline: number;
  /** Mean Game Score in the week / in the baseline, and the baseline's spread. */
  perfWeek: number;
  perfBaseline: number;
  perfSd: number | null;
  week: Record<StatKey, StatSide>;
  baseline: Record<StatKey, StatSide>;
}

/**
 * score = (mean GmSc in the week − mean GmSc of the baseline) / max(sd of baseline GmSc, 2);
 * null when the player lacks games on either side.
 */
export function riserScore(
  i: Pick<RiserInput, 'gamesWeek' | 'gamesBaseline' | 'perfWeek' | 'perfBaseline' | 'perfSd'>,
): number | null {
  if (i.gamesWeek < RISER_MIN_WEEK_GAMES || i.gamesBaseline < RISER_MIN_BASELINE_GAMES) return null;
  return (i.perfWeek - i.perfBaseline) / Math.max(i.perfSd ?? 0, GAME_SCORE_SD_FLOOR);
}

const round1 = (x: number) => Math.round(x * 10) / 10;

/**
 * The stat that moved most in the good direction, in units of the player's own baseline spread
 * (floored as above); turnovers moving down count as a rise. Percentages take part only with
 * enough attempts on both sides. Reported as the raw per-game change (1 decimal).
 */
export function topMove(
  week: Record<StatKey, StatSide>,
  baseline: Record<StatKey, StatSide>,
): RiserStatMove | null {
  let best: { stat: StatKey; z: number } | null = null;
  for (const stat of statKeys) {
    const w = week[stat];
    const b = baseline[stat];
    if (w.mean == null || b.mean == null) continue;
    const pct = percentStats.includes(stat);
    if (pct && ((w.attempts ?? 0) < MIN_WEEK_ATTEMPTS || (b.attempts ?? 0) < MIN_BASELINE_ATTEMPTS))
      continue;
    const sign = lowerIsBetter.includes(stat) ? -1 : 1;
    const z =
      (sign * (w.mean - b.mean)) / Math.max(b.sd ?? 0, pct ? PERCENT_SD_FLOOR : COUNT_SD_FLOOR);
    if (!best || z > best.z) best = { stat, z };
  }
  if (!best) return null;
  const w = week[best.stat].mean as number;
  const b = baseline[best.stat].mean as number;
  return {
    stat: best.stat,
    label: statLabels[best.stat],
    week_average: round1(w),
    baseline_average: round1(b),
    delta: round1(w - b),
  };
}
