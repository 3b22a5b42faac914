import type { ProjectedStat } from '@hoopdex/contract';

/** One box-score line as the model reads it (a player's game; minutes 0 allowed). */
export interface GameLine {
  playerId: number;
  gameId: number;
  seasonId: number;
  teamId: number | null;
  /** YYYY-MM-DD: dates compare as strings. */
  date: string;
  minutes: number;
  pts: number;
  reb: number;
  ast: number;
  three_pm: number;
  st: number;
  blks: number;
  turnovers: number;
  fgm: number;
  fga: number;
  three_pa: number;
  ftm: number;
  fta: number;
  /**
   * Whether she started the game (absent or null: the league's data does not say). Read only
   * from games before as-of, like every other column.
   */
  starter?: boolean | null;
}

/** The counting stats modelled as a per-minute rate times minutes. */
export const rateStats = ['pts', 'reb', 'ast', 'three_pm', 'st', 'blks', 'turnovers'] as const;
export type RateStat = (typeof rateStats)[number];

/** Each percentage with its made and attempted columns. */
export const shareStats = {
  fg_percent: ['fgm', 'fga'],
  three_point_percent: ['three_pm', 'three_pa'],
  ft_percent: ['ftm', 'fta'],
} as const satisfies Partial<Record<ProjectedStat, readonly [keyof GameLine, keyof GameLine]>>;
export type ShareStat = keyof typeof shareStats;
export const shareStatKeys = Object.keys(shareStats) as ShareStat[];

/** An attempt column (a count projected like the rate stats, for the percentages' n). */
export type AttemptStat = 'fga' | 'three_pa' | 'fta';

/**
 * A predictive distribution on a lattice: the outcome is a whole count `S` divided by `per` (1
 * for one game's count, the games played for an average, the attempts for a percentage). Its
 * quantiles are those of the continuous extension (S + U) / per, U uniform on [0, 1)
 * (Machado & Santos Silva 2005; Czado, Gneiting & Held 2009), so an 80 % range of a count can
 * hold 80 % of outcomes rather than jumping from 74 % to 96 % between two whole numbers.
 */
export interface Predictive {
  mean: number;
  p10: number;
  p90: number;
}
