import { z } from 'zod';
import { calendarDate } from './common';
import { positions } from './entities';

// Hoopdex Value (issue 33; the method is docs/decisions/0030-hoopdex-value.md): a yearly dollar
// index of endorsement opportunity, the sum of named parts, each from inputs the answer shows, so
// anyone can recompute it to the dollar. An index of opportunity, not earnings.

export const valuePartKeys = ['performance', 'momentum', 'exposure', 'following'] as const;
export type ValuePartKey = (typeof valuePartKeys)[number];

/**
 * Every input a part is computed from. The player's own inputs may be changed in a what-if
 * (`adjustable`); the league's references (its average production, its level and market) may not:
 * they are the same for every player of the league.
 */
export const valueInputKeys = [
  // Performance: the projected per-game line (rest of season), its range, and the league.
  'pts',
  'three_pm',
  'reb',
  'ast',
  'st',
  'blks',
  'production_low',
  'production_high',
  'league_production',
  'league_base',
  // Momentum: the recent trend.
  'big_games_28d',
  'form_gain',
  // Exposure: the league's market, games with film, items tagging the player and their views.
  'league_market',
  'filmed_games',
  'tagged_items',
  'views',
  // Following: Hoopdex fans and the following the player reports in the player portal.
  'hoopdex_fans',
  'instagram_followers',
  'tiktok_followers',
  'x_followers',
] as const;
export type ValueInputKey = (typeof valueInputKeys)[number];

/** The social platforms a player may enter in the player portal. */
export const socialPlatforms = ['instagram', 'tiktok', 'x'] as const;
export type SocialPlatform = (typeof socialPlatforms)[number];

export const valueInputSchema = z.object({
  key: z.enum(valueInputKeys),
  label: z.string(),
  /** Null when unknown (no data): the part it feeds is then unknown too, never zero. */
  value: z.number().nullable(),
  unit: z.string(),
  /** Where the number comes from (a table of the site, the player portal, a published rate). */
  source: z.string(),
  /** A what-if may set it (the player's own inputs; not the league's references). */
  adjustable: z.boolean(),
});
export type ValueInput = z.infer<typeof valueInputSchema>;

export const valuePartSchema = z.object({
  key: z.enum(valuePartKeys),
  label: z.string(),
  /** Whole dollars per year; null when an input it needs is unknown. */
  amount: z.number().int().nullable(),
  /** The formula in words, with the constants the code uses. */
  formula: z.string(),
  inputs: z.array(valueInputSchema),
});
export type ValuePart = z.infer<typeof valuePartSchema>;

export const valueCauseSchema = z.object({
  part: z.enum(valuePartKeys),
  /** Whole dollars; the causes of one ledger entry sum to its change. */
  amount: z.number().int(),
  reason: z.string(),
  /** A site path that shows the cause (a game, the player's videos, the method), or null. */
  link: z.string().nullable(),
});
export type ValueCause = z.infer<typeof valueCauseSchema>;

export const valueLedgerEntrySchema = z.object({
  date: z.string(),
  value: z.number().int(),
  change: z.number().int(),
  causes: z.array(valueCauseSchema),
});
export type ValueLedgerEntry = z.infer<typeof valueLedgerEntrySchema>;

export const playerValueSchema = z.object({
  as_of: z.string(),
  player: z.object({ slug: z.string(), name: z.string(), league: z.string() }),
  /** Whole dollars per year, the sum of the known parts; null for a player with no games. */
  value: z.number().int().nullable(),
  /** 10th and 90th percentiles (the projected production's range); they hold `value`. */
  low: z.number().int().nullable(),
  high: z.number().int().nullable(),
  /** Parts whose amount is unknown (their inputs are missing), so the value leaves them out. */
  unknown_parts: z.array(z.enum(valuePartKeys)),
  parts: z.array(valuePartSchema),
  /** Oldest first: every change of the value, dated, with causes summing to the change. */
  ledger: z.array(valueLedgerEntrySchema),
  /** "An index of endorsement opportunity, not earnings." */
  disclaimer: z.string(),
});
export type PlayerValue = z.infer<typeof playerValueSchema>;

/**
 * GET /api/players/{slug}/value?as_of=YYYY-MM-DD (default: today)&ledger=none. `ledger=none`:
 * the value, its range and parts with an empty ledger, for a side-by-side that shows no ledger
 * (compare). The ledger's 25 earlier weekly points, each valued on its own date, are most of a
 * first answer's cost.
 */
export const playerValueQuerySchema = z.object({
  as_of: calendarDate.optional(),
  ledger: z.enum(['none'], { message: "must be 'none' or left out" }).optional(),
});

/** A what-if's new value of one adjustable input: a finite number, 0 to a billion. */
/** A what-if's new value: 0 or more, up to what the input can be (a box score, a following). */
const whatIf = (max: number) =>
  z.coerce
    .number({ message: 'must be a number' })
    .finite()
    .min(0, 'must be 0 or more')
    .max(max, `must be at most ${max.toLocaleString('en-US')}`);
/** Per-game averages: no player averages more than a box score holds. */
const perGame = whatIf(100);
/** Counts of a player's games, items, views and followers. */
const count = whatIf(1e9);

/**
 * GET /api/players/{slug}/value/what-if?<input>=<new value>[&as_of=]: the same answer with the
 * given inputs changed (at least one; only adjustable inputs). Unknown keys are a 400.
 */
export const valueWhatIfQuerySchema = z
  .strictObject({
    as_of: calendarDate.optional(),
    pts: whatIf(200).optional(),
    three_pm: perGame.optional(),
    reb: perGame.optional(),
    ast: perGame.optional(),
    st: perGame.optional(),
    blks: perGame.optional(),
    big_games_28d: whatIf(28).optional(),
    form_gain: perGame.optional(),
    filmed_games: whatIf(1000).optional(),
    tagged_items: count.optional(),
    views: count.optional(),
    hoopdex_fans: count.optional(),
    instagram_followers: count.optional(),
    tiktok_followers: count.optional(),
    x_followers: count.optional(),
  })
  .refine((q) => Object.keys(q).some((k) => k !== 'as_of'), {
    message: 'give at least one input to change, e.g. pts=25',
    path: ['pts'],
  });
export type ValueWhatIfQuery = z.infer<typeof valueWhatIfQuerySchema>;
export const adjustableValueInputs = [
  'pts',
  'three_pm',
  'reb',
  'ast',
  'st',
  'blks',
  'big_games_28d',
  'form_gain',
  'filmed_games',
  'tagged_items',
  'views',
  'hoopdex_fans',
  'instagram_followers',
  'tiktok_followers',
  'x_followers',
] as const satisfies readonly ValueInputKey[];
export type AdjustableValueInput = (typeof adjustableValueInputs)[number];

export const valueRateSchema = z.object({
  key: z.string(),
  label: z.string(),
  value: z.number(),
  unit: z.string(),
  source: z.string(),
  /** The source's address, when it is published. */
  url: z.string().nullable(),
});
export type ValueRate = z.infer<typeof valueRateSchema>;

/** GET /api/value/method: every rate and formula, the very constants the code computes with. */
export const valueMethodSchema = z.object({
  disclaimer: z.string(),
  summary: z.string(),
  parts: z.array(z.object({ key: z.enum(valuePartKeys), label: z.string(), formula: z.string() })),
  rates: z.array(valueRateSchema),
  /** Per league code: the dollar base at league-average production and the market multiplier. */
  leagues: z.array(
    z.object({ league: z.string(), label: z.string(), base: z.number(), market: z.number() }),
  ),
  range: z.string(),
  ledger: z.string(),
  /** The published range the demo's top college values are checked against. */
  reference: z.object({ label: z.string(), low: z.number(), high: z.number(), url: z.string() }),
});
export type ValueMethod = z.infer<typeof valueMethodSchema>;

/** A follower count a player enters in the player portal: a whole number, or null to clear it. */
const followerCount = z.number().int().min(0).max(1_000_000_000).nullable();

/**
 * PUT /api/me/social-following (a player-linked account): the followers the player reports per
 * platform. Shown as self-reported until an admin verifies it.
 */
export const socialFollowingBody = z
  .strictObject({
    instagram: followerCount.optional(),
    tiktok: followerCount.optional(),
    x: followerCount.optional(),
  })
  .refine((b) => Object.keys(b).length > 0, { message: 'Nothing to change' });

export const socialFollowingSchema = z.array(
  z.object({
    platform: z.enum(socialPlatforms),
    followers: z.number().int(),
    verified: z.boolean(),
    updated_at: z.string(),
  }),
);
export type SocialFollowing = z.infer<typeof socialFollowingSchema>;

/** GET /api/value/board: a league season's players ranked by Hoopdex Value. */
export const valueBoardQuerySchema = z.object({
  /** League id (as organization_id elsewhere); omitted = the default league. */
  league: z.coerce.number().int().positive().optional(),
  /** Season label ("2024"); omitted = the league's latest season with games. */
  season: z.string().trim().min(1).max(20).optional(),
  position: z.enum(positions).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type ValueBoardQuery = z.infer<typeof valueBoardQuerySchema>;

export const valueBoardRowSchema = z.object({
  /** Competition ranking: equal values share a rank (1, 2, 2, 4). */
  rank: z.number().int(),
  player: z.object({
    slug: z.string(),
    name: z.string(),
    position: z.string().nullable(),
    team: z.string().nullable(),
  }),
  value: z.number().int(),
  low: z.number().int(),
  high: z.number().int(),
  /** The value at the ledger's previous weekly point (7 days before as_of); null: none then. */
  week_ago: z.number().int().nullable(),
  /** value − week_ago; null without a value a week before. */
  change: z.number().int().nullable(),
});
export type ValueBoardRow = z.infer<typeof valueBoardRowSchema>;

export const valueBoardSchema = z.object({
  league: z.object({ id: z.number().int(), name: z.string() }),
  season: z.string(),
  seasons: z.array(z.string()),
  as_of: z.string(),
  /** Days the risers' change spans (the ledger's weekly step). */
  riser_days: z.number().int(),
  rows: z.array(valueBoardRowSchema),
  /** The biggest rises in value over riser_days, biggest first (at most 5, rises only). */
  risers: z.array(valueBoardRowSchema),
  disclaimer: z.string(),
});
export type ValueBoard = z.infer<typeof valueBoardSchema>;
