import { z } from 'zod';

// The catalogue of leagues (decision 0031): how a league plays, names its seasons and qualifies
// its leaders. The database holds it (`league_catalogue`); `knownLeagues` below is what the
// migration seeded it with, and a test holds the two equal.

export const leagueLevels = ['pro', 'college'] as const;
export const leagueGenders = ['men', 'women'] as const;
/** `single-year`: a season sits in one calendar year (`2024`); `cross-year`: `2024-25`. */
export const seasonStyles = ['single-year', 'cross-year'] as const;

export const qualificationRuleSchema = z.object({
  /** Share of the team's games a leader must have played (0.7 = 70 %). */
  games_share: z.number(),
  /** Made shots per team game a percentage leader needs. */
  fgm_per_game: z.number(),
  three_pm_per_game: z.number(),
  ftm_per_game: z.number(),
  /** Where the league publishes the rule. */
  source: z.string(),
});
export type QualificationRule = z.infer<typeof qualificationRuleSchema>;

export const catalogueLeagueSchema = z.object({
  slug: z.string(),
  display_name: z.string(),
  level: z.enum(leagueLevels),
  gender: z.enum(leagueGenders),
  periods: z.number().int(),
  period_minutes: z.number().int(),
  season_style: z.enum(seasonStyles),
  qualification: qualificationRuleSchema,
});
export type CatalogueLeague = z.infer<typeof catalogueLeagueSchema>;

/** GET /api/leagues/catalogue: each entry, and whether its league has a row yet (id). */
export const catalogueEntrySchema = catalogueLeagueSchema.extend({
  league_id: z.number().int().nullable(),
  /** One of `knownLeagues` (corrected, never deleted); false for a league an admin added. */
  shipped: z.boolean(),
});
export type CatalogueEntry = z.infer<typeof catalogueEntrySchema>;

const perGame = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .min(0, `${label} cannot be negative`)
    .max(20, `${label} must be at most 20 a game`);

/** POST /api/admin/leagues: a league that is not in the catalogue yet. */
export const newLeagueSchema = z.strictObject({
  slug: z
    .string({ error: 'Give the league a short code' })
    .trim()
    .toLowerCase()
    .regex(
      /^[a-z][a-z0-9-]{1,23}$/,
      'Use 2 to 24 lower-case letters, digits or hyphens, starting with a letter (e.g. "bbl")',
    ),
  display_name: z
    .string({ error: 'Give the league a name' })
    .trim()
    .min(2, 'The name needs at least 2 characters')
    .max(60, 'The name must be 60 characters at most'),
  level: z.enum(leagueLevels, { error: 'Choose pro or college' }),
  gender: z.enum(leagueGenders, { error: "Choose men's or women's" }),
  periods: z
    .number({ error: 'Periods must be a number' })
    .int('Periods must be a whole number')
    .min(1, 'A game has at least 1 period')
    .max(8, 'A game has at most 8 periods'),
  period_minutes: z
    .number({ error: 'Minutes must be a number' })
    .int('Minutes must be a whole number')
    .min(1, 'A period lasts at least 1 minute')
    .max(60, 'A period lasts at most 60 minutes'),
  season_style: z.enum(seasonStyles, { error: 'Choose how seasons are named' }),
  qualification: z.strictObject({
    games_share: z
      .number({ error: 'The games share must be a number' })
      .gt(0, 'The games share must be above 0')
      .max(1, 'The games share is at most 1 (100 %)'),
    fgm_per_game: perGame('Field goals made'),
    three_pm_per_game: perGame('Three-pointers made'),
    ftm_per_game: perGame('Free throws made'),
    source: z
      .string({ error: 'Say where the league publishes its rule' })
      .trim()
      .min(3, 'Say where the league publishes its rule (a URL or a title)')
      .max(500, 'The source must be 500 characters at most'),
  }),
});
export type NewLeague = z.infer<typeof newLeagueSchema>;

/**
 * PUT /api/admin/leagues/{slug}: a catalogue entry corrected (its code, used in addresses and
 * by imports, stays). Checked as a new league is.
 */
export const editedLeagueSchema = newLeagueSchema.omit({ slug: true });
export type EditedLeague = z.infer<typeof editedLeagueSchema>;

/** NBA league-leader minimums: 70 % of games; 300 FGM, 82 3PM, 125 FTM over 82 games. */
const nbaRule: QualificationRule = {
  games_share: 0.7,
  fgm_per_game: 300 / 82,
  three_pm_per_game: 82 / 82,
  ftm_per_game: 125 / 82,
  source: 'https://stats.nba.com/help/statistical_minimums (rules since 2013-14)',
};
const ncaaSource = 'NCAA Division I statistics policy (ncaa.org, statistics)';
/** NCAA Division I statistics policy: 75 % of games; 5 FGM, 2.5 3FGM, 2.5 FTM a game. */
const ncaaRule = (source: string): QualificationRule => ({
  games_share: 0.75,
  fgm_per_game: 5,
  three_pm_per_game: 2.5,
  ftm_per_game: 2.5,
  source,
});

/** The five leagues the migration seeds the catalogue with (decisions 0017, 0021, 0024). */
export const knownLeagues: readonly CatalogueLeague[] = [
  {
    slug: 'nba',
    display_name: 'NBA',
    level: 'pro',
    gender: 'men',
    periods: 4,
    period_minutes: 12,
    season_style: 'cross-year',
    qualification: nbaRule,
  },
  {
    slug: 'gleague',
    display_name: 'G League',
    level: 'pro',
    gender: 'men',
    periods: 4,
    period_minutes: 12,
    season_style: 'cross-year',
    // The G League publishes its leaders on the NBA's per-game minimums.
    qualification: {
      ...nbaRule,
      source: 'NBA per-game minimums (stats.nba.com/help/statistical_minimums)',
    },
  },
  {
    slug: 'ncaam',
    display_name: 'NCAA Men',
    level: 'college',
    gender: 'men',
    periods: 2,
    period_minutes: 20,
    season_style: 'cross-year',
    qualification: ncaaRule(ncaaSource),
  },
  {
    slug: 'ncaaw',
    display_name: 'NCAA Women',
    level: 'college',
    gender: 'women',
    periods: 4,
    period_minutes: 10,
    season_style: 'cross-year',
    qualification: ncaaRule(ncaaSource),
  },
  {
    slug: 'wnba',
    display_name: 'WNBA',
    level: 'pro',
    gender: 'women',
    periods: 4,
    period_minutes: 10,
    // May to October: one calendar year.
    season_style: 'single-year',
    // The WNBA publishes no minimum; the NBA's per-game rates are what its percentage boards
    // use over 40 games (decision 0024).
    qualification: {
      ...nbaRule,
      source: 'No published minimum; NBA per-game minimums as on wnba.com/stats boards',
    },
  },
];

/** Merge two players (POST /api/admin/players/merge): `merge` goes into `keep`. */
export const playerMergeBodySchema = z.strictObject({
  keep: z.number({ error: 'keep must be a player id' }).int().positive(),
  merge: z.number({ error: 'merge must be a player id' }).int().positive(),
});

/**
 * PUT /api/admin/players/{slug}/history (decision 0032): whether our box scores hold the
 * player's whole career (then a personal best is a career high, else a season high).
 */
export const playerHistoryBodySchema = z.strictObject({
  history_complete: z.boolean({ error: 'history_complete must be true or false' }),
});
export type PlayerHistoryBody = z.infer<typeof playerHistoryBodySchema>;
export const playerHistorySchema = z.object({
  slug: z.string(),
  history_complete: z.boolean(),
  /** The player's league's big games re-derived at once: rows added, changed and removed. */
  big_games: z.object({
    total: z.number().int(),
    added: z.number().int(),
    removed: z.number().int(),
  }),
});
export type PlayerHistory = z.infer<typeof playerHistorySchema>;

const mergedPlayerSchema = z.object({ id: z.number().int(), slug: z.string(), name: z.string() });
export const playerMergeSchema = z.object({
  id: z.number().int(),
  keep: mergedPlayerSchema,
  merged: mergedPlayerSchema,
  /** Lines moved to the kept player, and lines the kept player already had (removed). */
  lines_moved: z.number().int(),
  lines_removed: z.number().int(),
  created_at: z.string(),
  undone_at: z.string().nullable(),
});
export type PlayerMerge = z.infer<typeof playerMergeSchema>;
export const mergeIdParams = z.object({
  id: z.coerce.number({ error: 'must be a merge id' }).int().positive().max(2_147_483_647),
});
