import { z } from 'zod';
import { positions, schoolYears } from './entities';
import { ASK_MAX_LENGTH } from './field-limits';
import { rankStatisticSchema } from './leaderboards';
import { statFields, type StatField } from './stat-constants';
import { projectedStats, type ProjectedStat } from './projections';
import { qualificationSchema } from './qualification';
import { intervalCodeSchema } from './stats';

/** Longest question read; longer text is a 400 (issue 17). */
export { ASK_MAX_LENGTH };

export { askExampleQuestions } from './ask-examples';

/** GET /api/ask?q=: a plain-English stat question. Empty text is a question too (no answer). */
export const askQuerySchema = z.object({
  q: z.string().max(ASK_MAX_LENGTH, `at most ${ASK_MAX_LENGTH} characters`),
});
export type AskQuery = z.infer<typeof askQuerySchema>;

/**
 * The figures an answer's rows carry: a stat field, Hoopdex Value (`value`, whole dollars a year,
 * issue 33), or a projected rest-of-season average per game (`pts_projected`, issue 32).
 */
export type AskField = StatField | 'value' | `${ProjectedStat}_projected`;
export const askProjectedField = (s: ProjectedStat) => `${s}_projected` as const;
export const askFields = [
  ...statFields,
  'value',
  ...projectedStats.map(askProjectedField),
] as const as readonly [AskField, ...AskField[]];
const askFieldSchema = z.enum(askFields);
const askOps = z.enum(['gte', 'gt', 'lte', 'lt']);

/**
 * How the question was read: the same query the leaderboard (/api/leaderboards), explorer
 * (/api/explorer) or compare views take, and which of them shows it (`view`), so the web can
 * link to that view with its URL state.
 */
export const askReadingSchema = z.object({
  intent: z.enum(['rank', 'player', 'compare', 'best_game']),
  /**
   * value_board: ranked by Hoopdex Value from the Value board (/value/board); projected: ranked
   * by projected rest-of-season average (no list view ranks by it: the rows link to the players).
   */
  view: z.enum(['leaderboard', 'explorer', 'compare', 'player', 'value_board', 'projected']),
  /** League name (nba, ncaam, …) and id. */
  league: z.string(),
  organization_id: z.number().int(),
  interval_code: intervalCodeSchema,
  /** The season label a value or projected ranking is of ("2024"); null for the stat views. */
  season: z.string().nullable(),
  /** The date values or projections are as of (games before it only); null for the stat views. */
  as_of: z.string().nullable(),
  /** "last N games" of a player: their last N box scores of the current season. */
  last_games: z.number().int().nullable(),
  position: z.enum(positions).nullable(),
  school_year: z.enum(schoolYears).nullable(),
  /** The leaderboard's statistic when view = leaderboard (null = performance). */
  statistic: rankStatisticSchema.nullable(),
  /** The explorer's sort and filter (stat fields; games_played carries the minimum games). */
  sort: z.object({ field: askFieldSchema, direction: z.enum(['asc', 'desc']) }),
  filter: z.record(z.string(), z.partialRecord(askOps, z.number())),
  mode: z.enum(['average', 'total']),
  limit: z.number().int(),
  players: z.array(z.object({ slug: z.string(), firstname: z.string(), lastname: z.string() })),
  /** The figures the rows carry, the sort field first. */
  fields: z.array(askFieldSchema),
});
export type AskReading = z.infer<typeof askReadingSchema>;

export const askRowSchema = z.object({
  /** Competition rank on the view's list; null for a player's own rows. */
  rank: z.number().int().nullable(),
  slug: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  team_name: z.string().nullable(),
  /** A game's date and opponent when the row is one game; null for interval figures. */
  game: z.object({ date: z.string(), opponent: z.string() }).nullable(),
  games_played: z.number().int().nullable(),
  /** reading.fields, in that order (game rows: the box score's figures, game_score as performance). */
  values: z.record(z.string(), z.number().nullable()),
});
export type AskRow = z.infer<typeof askRowSchema>;

export const askAnswerSchema = z.object({
  /** One sentence. */
  answer: z.string(),
  /** Null when the question was not understood. */
  reading: askReadingSchema.nullable(),
  rows: z.array(askRowSchema),
  /** The rule a ranked player met (named next to the rows); null for a player's own rows. */
  qualification: qualificationSchema.nullable(),
  /** Words it could not place (shown to the user; ignored by the reading). */
  unplaced: z.array(z.string()),
  /** Up to 3 close questions it can answer, when it did not understand. */
  suggestions: z.array(z.string()).max(3),
});
export type AskAnswer = z.infer<typeof askAnswerSchema>;
