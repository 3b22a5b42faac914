import { z } from 'zod';

/**
 * The rule a player meets to lead a list (DESIGN convention 16, docs/decisions/
 * 0017-qualified-leaders.md): a share of the team games played so far (2 games on a weekly
 * board) and, for a percentage, made shots per team game, as the NBA and NCAA qualify leaders.
 * Every list (leaderboard, explorer, Ask) answers the rule it applied beside its rows.
 */
export const qualificationSchema = z.object({
  /** Most games a team has played in the interval: what the minimums are prorated by. */
  team_games: z.number().int().nonnegative(),
  /** Games a player needs to be listed. */
  min_games: z.number().int().nonnegative(),
  /** The makes a percentage needs (null when the list does not rank or filter by one). */
  made_stat: z.enum(['fgm', 'three_pm', 'ftm']).nullable(),
  /** Makes needed over the interval: ceil(per team game × team_games). */
  min_made: z.number().int().nonnegative().nullable(),
  min_made_per_game: z.number().nonnegative().nullable(),
  /** Shown next to the list, e.g. "Qualified: 4+ games, 5+ 3PM (1 per team game)". */
  label: z.string(),
});
export type Qualification = z.infer<typeof qualificationSchema>;
