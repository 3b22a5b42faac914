import { z } from 'zod';
import { calendarDate } from './common';

// Projections (issue 32; the model is docs/decisions/0026-projections.md): for a player with
// games, the next game and the rest of the season's average, each stat a mean and an 80 % range
// (10th and 90th percentiles), computed from games before `as_of` only.

/** The stats projected, keyed as the stats API keys them. */
export const projectedStats = [
  'pts',
  'reb',
  'ast',
  'three_pm',
  'st',
  'blks',
  'turnovers',
  'minutes',
  'fg_percent',
  'three_point_percent',
  'ft_percent',
] as const;
export type ProjectedStat = (typeof projectedStats)[number];

/** The seven counting stats the backtest's goals average over (minutes and shooting aside). */
export const countingProjectedStats = [
  'pts',
  'reb',
  'ast',
  'three_pm',
  'st',
  'blks',
  'turnovers',
] as const satisfies readonly ProjectedStat[];

export const projectedValueSchema = z.object({
  mean: z.number(),
  p10: z.number(),
  p90: z.number(),
});
export type ProjectedValue = z.infer<typeof projectedValueSchema>;

export const projectedLineSchema = z.record(z.enum(projectedStats), projectedValueSchema);
export type ProjectedLine = z.infer<typeof projectedLineSchema>;

/** GET /api/players/{slug}/projection?as_of=YYYY-MM-DD (default: today). */
export const projectionQuerySchema = z.object({ as_of: calendarDate.optional() });

/** Where the projection's prior came from: with no game this season it is the prior alone. */
export const projectionBasisSchema = z.enum(['season', 'earlier_seasons', 'league_prior']);

export const projectionSchema = z.object({
  as_of: z.string(),
  league: z.object({ id: z.number().int(), name: z.string() }),
  season: z.string(),
  /** This season's games before as_of. */
  games_before: z.number().int().nonnegative(),
  /** The league's games left for the player's team after as_of (the rest-of-season range's n). */
  games_left: z.number().int().nonnegative(),
  basis: projectionBasisSchema,
  next_game: projectedLineSchema,
  rest_of_season: projectedLineSchema,
});
export type Projection = z.infer<typeof projectionSchema>;

/** GET /api/projections/accuracy?league=&season= (defaults: the league and season newest backtested). */
export const accuracyQuerySchema = z.object({
  league: z.coerce.number().int().positive().optional(),
  season: z.string().max(20).optional(),
});

export const projectionMethods = ['model', 'season_to_date', 'last_10'] as const;

export const accuracyRowSchema = z.object({
  horizon: z.enum(['next_game', 'rest_of_season']),
  stat: z.enum(projectedStats),
  method: z.enum(projectionMethods),
  n: z.number().int().nonnegative(),
  rmse: z.number(),
  mae: z.number(),
  /** Share of outcomes inside the 80 % range (the model only; null for the baselines). */
  coverage: z.number().nullable(),
  /** Weighted interval score of the 80 % range (the model only). */
  interval_score: z.number().nullable(),
});
export type AccuracyRow = z.infer<typeof accuracyRowSchema>;

export const accuracySchema = z.object({
  league: z.object({ id: z.number().int(), name: z.string() }),
  season: z.string(),
  /** The as-of dates walked forward. */
  as_of_dates: z.array(z.string()),
  computed_at: z.string(),
  rows: z.array(accuracyRowSchema),
  /** Every league and season with a backtest, for the page's picker. */
  available: z.array(
    z.object({ league: z.object({ id: z.number().int(), name: z.string() }), season: z.string() }),
  ),
});
export type Accuracy = z.infer<typeof accuracySchema>;
