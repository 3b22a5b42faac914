import { z } from 'zod';
import { calendarDate, isoDate, pagingQuery } from './common';
import { positions, schoolYears } from './entities';
import { statKeys } from './stat-constants';
import { statPlayerSchema } from './stat-tables';

// Prospect intelligence (docs/decisions/0008-prospect-intelligence.md): weekly risers,
// similar players (comps) and big games, all computed from the box scores.

const limitOffset = pagingQuery.shape;

/** A stat of a box score that risers and comps name ("+8.4 PTS"). */
export const statKeySchema = z.enum(statKeys);

/** GET /api/risers. `league` defaults like the leaderboards (the league named nba). */
export const risersQuerySchema = z.object({
  league: z.coerce.number().int().positive().optional(),
  position: z.enum(positions).optional(),
  school_year: z.enum(schoolYears).optional(),
  ...limitOffset,
});
export type RisersQuery = z.infer<typeof risersQuerySchema>;

/** The stat that moved most for a riser: week average minus baseline average. */
export const riserStatMoveSchema = z.object({
  stat: statKeySchema,
  /** Short label as the site writes it (statLabels): PTS, AST, REB, STL, BLK, TOV, FGM, FTM, 3PM, FG%, FT%, 3P%. */
  label: z.string(),
  week_average: z.number(),
  baseline_average: z.number(),
  /** week_average - baseline_average, 1 decimal; turnovers moving down is a rise. */
  delta: z.number(),
});
export type RiserStatMove = z.infer<typeof riserStatMoveSchema>;

export const riserSchema = z.object({
  /** Competition rank by score within the filtered list (continues across pages). */
  rank: z.number().int().positive(),
  player_id: z.number().int(),
  league_id: z.number().int(),
  player: statPlayerSchema,
  /** The riser score: change in average Game Score in standard deviations of the baseline. */
  score: z.number(),
  week_start: isoDate,
  week_end: isoDate,
  games_week: z.number().int(),
  games_baseline: z.number().int(),
  performance_week: z.number(),
  performance_baseline: z.number(),
  top_move: riserStatMoveSchema,
});
export type Riser = z.infer<typeof riserSchema>;

/** GET /api/players/{slug}/comps. */
export const compsQuerySchema = z.object({
  /** league: within the player's league; all: across leagues ("plays like"). */
  scope: z.enum(['league', 'all']).default('league'),
  limit: z.coerce.number().int().min(1).max(10).default(5),
});
export type CompsQuery = z.infer<typeof compsQuerySchema>;

export const compMatchSchema = z.object({
  stat: statKeySchema,
  label: z.string(),
  /** Percentiles (0-100) within each player's own league. */
  player_percentile: z.number(),
  comp_percentile: z.number(),
});

export const compSchema = z.object({
  player_id: z.number().int(),
  league_id: z.number().int(),
  league_name: z.string(),
  player: statPlayerSchema,
  /** 0-100, 100 = identical profile. */
  similarity: z.number(),
  /** The 3 stats whose percentiles are closest. */
  matches: z.array(compMatchSchema),
});
export type Comp = z.infer<typeof compSchema>;

export const compsResultSchema = z.object({
  scope: z.enum(['league', 'all']),
  /** Why the list is empty (e.g. too few games), null when it is not. */
  reason: z.string().nullable(),
  items: z.array(compSchema),
});
export type CompsResult = z.infer<typeof compsResultSchema>;

/**
 * Why a game line is big. A career high is only claimed for a player whose whole career is in
 * our data; otherwise the personal best is the season's (decision 0032).
 */
export const bigGameReasons = [
  'top_game_score',
  'career_high_pts',
  'career_high_reb',
  'career_high_ast',
  'season_high_pts',
  'season_high_reb',
  'season_high_ast',
  'double_double',
  'triple_double',
] as const;
export const bigGameReasonSchema = z.enum(bigGameReasons);
export type BigGameReason = z.infer<typeof bigGameReasonSchema>;

/** GET /api/big-games: newest first. `player` is a player slug. */
export const bigGamesQuerySchema = z.object({
  league: z.coerce.number().int().positive().optional(),
  player: z.string().trim().min(1).max(200).optional(),
  since: calendarDate.optional(),
  ...limitOffset,
});
export type BigGamesQuery = z.infer<typeof bigGamesQuerySchema>;

export const bigGameSchema = z.object({
  /** Stable id: the id of the box-score line (a re-import of the same line keeps it). */
  id: z.number().int(),
  player_id: z.number().int(),
  league_id: z.number().int(),
  game_id: z.number().int(),
  game_date: isoDate,
  player: statPlayerSchema,
  opponent_name: z.string(),
  reasons: z.array(bigGameReasonSchema).min(1),
  /** One line a person reads: "34 PTS, 11 REB, 5 AST". */
  headline: z.string(),
  game_score: z.number(),
  pts: z.number().int(),
  reb: z.number().int(),
  ast: z.number().int(),
  st: z.number().int(),
  blks: z.number().int(),
});
export type BigGame = z.infer<typeof bigGameSchema>;

/** Added to each game-log line: the big game it is, if any. */
export const gameLogBigGameSchema = z
  .object({ id: z.number().int(), reasons: z.array(bigGameReasonSchema).min(1) })
  .nullable();
