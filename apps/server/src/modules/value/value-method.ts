import type { ValueMethod } from '@hoopdex/contract';

// The one source of every rate and formula of Hoopdex Value (decision 0030): compute-value.ts
// computes with these constants and GET /api/value/method publishes these same objects, so the
// page can never say one number while the code uses another (value-method.test.ts checks it).

export const VALUE_DISCLAIMER =
  'Hoopdex Value is an index of endorsement opportunity per year, computed in the open from what the site shows. It is not earnings, not an offer and not a prediction of any deal.';

/**
 * Production per game: DraftKings' NBA Classic scoring, turnovers and bonuses left out so that
 * more of any stat never lowers it (the value must only grow with what the player does).
 */
export const PRODUCTION_WEIGHTS = {
  pts: 1,
  three_pm: 0.5,
  reb: 1.25,
  ast: 1.5,
  st: 2,
  blks: 2,
} as const;
export type ProductionStat = keyof typeof PRODUCTION_WEIGHTS;
export const productionStats = Object.keys(PRODUCTION_WEIGHTS) as ProductionStat[];
const STAT_NAMES: Record<ProductionStat, string> = {
  pts: 'point',
  three_pm: 'three made',
  reb: 'rebound',
  ast: 'assist',
  st: 'steal',
  blks: 'block',
};
export const DRAFTKINGS_URL = 'https://www.draftkings.com/help/rules/nba';

/** Performance = league base × (production ÷ league production) ^ this: stars are scarce. */
export const PERFORMANCE_EXPONENT = 2;

/** Momentum, as shares of the league base: per big game in the last 28 days… */
export const MOMENTUM_PER_BIG_GAME = 0.05;
/** …and per production point the last 5 games run above the season's average. */
export const MOMENTUM_PER_FORM_POINT = 0.02;
export const MOMENTUM_DAYS = 28;
export const FORM_GAMES = 5;

/** Exposure rates in dollars, before the league's market multiplier. */
export const DOLLARS_PER_1000_VIEWS = 20;
export const VIEWS_RATE_SOURCE =
  'Sponsored-video rates start at about $20 per 1,000 views (Nubtle, Influencer fee calculation guide 2024: $20–$200)';
export const VIEWS_RATE_URL = 'https://blog.nubtle.com/influencer-fee-calculation-guide-2024/';
export const DOLLARS_PER_FILMED_GAME = 500;
export const DOLLARS_PER_TAGGED_ITEM = 100;

/** Following: dollars per follower per year. */
export const DOLLARS_PER_FOLLOWER = 0.8;
export const FOLLOWER_RATE_SOURCE =
  "INFLCR's $0.80 per Instagram follower per year (as quoted in Hoopdex issue 33); applied to every platform until a per-platform rate is cited";
export const DOLLARS_PER_HOOPDEX_FAN = 0.8;

/**
 * Each league's level: the yearly dollars of a player of exactly league-average production
 * (Performance's base), and its market (Exposure's multiplier). Hoopdex's own settings, chosen so
 * that the demo world's top college values fall inside On3's published basketball range; a
 * league not listed takes its level's default.
 */
export const LEAGUE_LEVELS: Record<string, { label: string; base: number; market: number }> = {
  nba: { label: 'NBA', base: 150_000, market: 3 },
  wnba: { label: 'WNBA', base: 40_000, market: 1.5 },
  gleague: { label: 'G League', base: 15_000, market: 0.75 },
  ncaam: { label: 'NCAA Men', base: 50_000, market: 1.5 },
  ncaaw: { label: 'NCAA Women', base: 35_000, market: 1.25 },
};
export const LEVEL_DEFAULTS: Record<string, { label: string; base: number; market: number }> = {
  pro: { label: 'Other pro league', base: 20_000, market: 1 },
  college: { label: 'Other college league', base: 20_000, market: 1 },
};

export function leagueLevel(code: string, level: string) {
  return LEAGUE_LEVELS[code] ?? LEVEL_DEFAULTS[level] ?? LEVEL_DEFAULTS.pro!;
}

/** On3's first NIL 100 (7 Jan 2022): basketball valuations from $313,000 to $5.1M. */
export const ON3_REFERENCE = {
  label: "On3 NIL 100 (7 January 2022): basketball players' NIL valuations",
  low: 300_000,
  high: 5_000_000,
  url: 'https://www.on3.com/news/on3-nil-100-ranking-top-25-most-valuable-high-school-college-athletes-bronny-james-arch-manning-bryce-young-travis-hunter/',
};

export const PART_LABELS = {
  performance: 'Performance',
  momentum: 'Momentum',
  exposure: 'Exposure',
  following: 'Following',
} as const;

const w = PRODUCTION_WEIGHTS;
export const PART_FORMULAS = {
  performance: `league base × (production ÷ league production)^${PERFORMANCE_EXPONENT}, where production = ${w.pts}·pts + ${w.three_pm}·3PM + ${w.reb}·reb + ${w.ast}·ast + ${w.st}·stl + ${w.blks}·blk per game (projected rest of season)`,
  momentum: `league base × (${MOMENTUM_PER_BIG_GAME} × big games in the last ${MOMENTUM_DAYS} days + ${MOMENTUM_PER_FORM_POINT} × max(0, form gain)), form gain = production of the last ${FORM_GAMES} games − the season's production per game`,
  exposure: `league market × ($${DOLLARS_PER_1000_VIEWS} × views ÷ 1,000 + $${DOLLARS_PER_FILMED_GAME} × games with film + $${DOLLARS_PER_TAGGED_ITEM} × items tagging the player)`,
  following: `$${DOLLARS_PER_HOOPDEX_FAN} × Hoopdex fans + $${DOLLARS_PER_FOLLOWER} × (Instagram + TikTok + X followers); unknown until the player enters a following`,
} as const;

/** GET /api/value/method: built from the constants above, nothing typed twice. */
export function valueMethod(): ValueMethod {
  return {
    disclaimer: VALUE_DISCLAIMER,
    summary:
      'Hoopdex Value is the sum of four parts, each in whole dollars per year (each part rounded to the dollar, then added). A part whose inputs are unknown is shown as unknown and left out, never counted as zero. A player with no games has no value.',
    parts: (['performance', 'momentum', 'exposure', 'following'] as const).map((key) => ({
      key,
      label: PART_LABELS[key],
      formula: PART_FORMULAS[key],
    })),
    rates: [
      ...productionStats.map((stat) => ({
        key: `weight_${stat}`,
        label: `Production per ${STAT_NAMES[stat]}`,
        value: PRODUCTION_WEIGHTS[stat],
        unit: 'points per unit',
        source: 'DraftKings NBA Classic scoring (turnovers and bonuses left out)',
        url: DRAFTKINGS_URL,
      })),
      rate('performance_exponent', 'Performance exponent', PERFORMANCE_EXPONENT, 'power'),
      rate(
        'momentum_per_big_game',
        'Momentum per big game',
        MOMENTUM_PER_BIG_GAME,
        'share of league base',
      ),
      rate(
        'momentum_per_form_point',
        'Momentum per point of form gain',
        MOMENTUM_PER_FORM_POINT,
        'share of league base',
      ),
      rate('momentum_days', 'Momentum window', MOMENTUM_DAYS, 'days'),
      rate('form_games', 'Recent form window', FORM_GAMES, 'games'),
      {
        key: 'dollars_per_1000_views',
        label: 'Exposure per 1,000 views',
        value: DOLLARS_PER_1000_VIEWS,
        unit: 'USD',
        source: VIEWS_RATE_SOURCE,
        url: VIEWS_RATE_URL,
      },
      rate(
        'dollars_per_filmed_game',
        'Exposure per game with film',
        DOLLARS_PER_FILMED_GAME,
        'USD',
      ),
      rate(
        'dollars_per_tagged_item',
        'Exposure per item tagging the player',
        DOLLARS_PER_TAGGED_ITEM,
        'USD',
      ),
      {
        key: 'dollars_per_follower',
        label: 'Following per social follower',
        value: DOLLARS_PER_FOLLOWER,
        unit: 'USD per year',
        source: FOLLOWER_RATE_SOURCE,
        url: null,
      },
      rate(
        'dollars_per_hoopdex_fan',
        'Following per Hoopdex fan',
        DOLLARS_PER_HOOPDEX_FAN,
        'USD per year',
      ),
    ],
    leagues: [
      ...Object.entries(LEAGUE_LEVELS).map(([league, l]) => ({ league, ...l })),
      ...Object.entries(LEVEL_DEFAULTS).map(([league, l]) => ({ league: `other ${league}`, ...l })),
    ],
    range:
      'Low and high are the value with Performance computed at the production of the projected rest-of-season line’s 10th and 90th percentiles (each stat at its own percentile, as the projections publish them) instead of its mean; the other parts stay as they are. A player with no game in her league before the date has no projection of her own and no value.',
    ledger:
      'The value is recomputed at the end of each week of the season (from the player’s first game to the as-of date, at most 26 weeks back). Each change is split by part; Performance’s change is split again into the player’s games (production moved, the league held) and the league’s (its average moved). Each cause is a difference of whole-dollar parts, so the causes sum to the change exactly.',
    reference: ON3_REFERENCE,
  };
}

function rate(key: string, label: string, value: number, unit: string) {
  return { key, label, value, unit, source: 'Hoopdex method (decision 0030)', url: null };
}
