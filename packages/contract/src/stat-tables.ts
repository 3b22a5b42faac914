import { z } from 'zod';
import { statKeys, type StatKey } from './stat-constants';
import { intervalCodeSchema, playerSeasonStatsSchema } from './stats';

/** The dates an interval covers for one league (inclusive; null when the league has no games). */
export const intervalWindowSchema = z.object({
  intervalCode: intervalCodeSchema,
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  season_id: z.number().int().nullable(),
});
export type IntervalWindow = z.infer<typeof intervalWindowSchema>;

/** Who the stats belong to, carried by every table row. */
export const statPlayerSchema = z.object({
  slug: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  imageuri: z.string().nullable(),
  team_name: z.string().nullable(),
  position: z.string().nullable(),
  school_year: z.string().nullable(),
});

/** A row of playerStatsTotals / explorer: the player plus all interval stats. */
export const playerStatsRowSchema = playerSeasonStatsSchema.extend({
  ...statPlayerSchema.shape,
  league_id: z.number().int(),
  /** Whether the player met the minimum-games rule and so has ratings. */
  qualified: z.boolean(),
  fga_total: z.number().int(),
  fta_total: z.number().int(),
  three_pa_total: z.number().int(),
});
export type PlayerStatsRow = z.infer<typeof playerStatsRowSchema>;

export const statsIntervalQuerySchema = z.object({
  interval_id: intervalCodeSchema.default('latest_season'),
});

const leagueTotalsShape = Object.fromEntries(
  statKeys.flatMap((k) =>
    ['average', 'total', 'average_rating', 'total_rating'].map((s) => [
      `${k}_${s}`,
      z.number().nullable(),
    ]),
  ),
) as Record<
  `${StatKey}_${'average' | 'total' | 'average_rating' | 'total_rating'}`,
  z.ZodNullable<z.ZodNumber>
>;

/**
 * GET /api/leagueStatTotalsByInterval: `_total` = the league's sum, `_average` = per player-game
 * (percentages: made / attempted over the league), `_average_rating` / `_total_rating` = the mean
 * rating of rated players (the "league average" line of charts).
 */
export const leagueStatTotalsSchema = intervalWindowSchema.extend({
  organization_id: z.number().int(),
  player_count: z.number().int(),
  rated_player_count: z.number().int(),
  min_games: z.number().int(),
  games_played: z.number().int(),
  games_total_rating: z.number().nullable(),
  performance: z.number().nullable(),
  ...leagueTotalsShape,
});
export type LeagueStatTotals = z.infer<typeof leagueStatTotalsSchema>;

export const leagueStatTotalsQuerySchema = z.object({
  organization_id: z.coerce.number().int().positive().optional(),
  interval_code: intervalCodeSchema.default('latest_season'),
});

export const playerStatsTotalsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(10),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  /** JSON: organization_id | league_id, interval_code, position, school_year, slug, any stat field. */
  filter: z.string().optional(),
  /** JSON: any stat field or name / lastname / team_name → asc | desc. */
  sort: z.string().optional(),
});
