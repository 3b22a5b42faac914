import type { ProjectedLine, ValueInput, ValueInputKey } from '@hoopdex/contract';
import { adjustableValueInputs } from '@hoopdex/contract';
import type { InputValues } from './compute-value';
import { PERFORMANCE_SOURCE } from './performance-source';
import type { ValueHistory } from './value-history';
import {
  FORM_GAMES,
  leagueLevel,
  MOMENTUM_DAYS,
  PRODUCTION_WEIGHTS,
  productionStats,
} from './value-method';

// A value's inputs on one date, derived from the season's history: games strictly before the
// date (as the projections contract counts them), everything else (fans, views, items, films,
// the portal's following) up to the end of the date, so a follow today shows today.

const DAY_MS = 86_400_000;

/**
 * Inputs are published to two decimals and the value is computed from exactly what is
 * published, so a reader recomputes it to the dollar from the page.
 */
export const round2 = (x: number) => Math.round(x * 100) / 100;
export const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** What a ledger's causes point at: the latest game and big game before the date. */
export interface InputContext {
  games: number;
  latestGameId: number | null;
  latestBigGameId: number | null;
  /** Which social platforms are verified (the rest entered are self-reported). */
  verified: Set<string>;
}

export function inputsAt(
  h: ValueHistory,
  date: string,
  line: ProjectedLine | null,
): { values: InputValues; context: InputContext } {
  const level = leagueLevel(h.player.leagueCode, h.player.level);
  const games = h.games.filter((g) => g.date < date);
  const league = h.leagueDays.filter(([d]) => d < date);
  const lines = league.reduce((n, [, , k]) => n + k, 0);
  const leagueProduction = lines ? league.reduce((s, [, t]) => s + t, 0) / lines : null;
  const mean = (xs: PlayerGame[]) => xs.reduce((s, g) => s + g.production, 0) / xs.length;
  const formGain = games.length ? mean(games.slice(-FORM_GAMES)) - mean(games) : null;
  const windowStart = addDays(date, -MOMENTUM_DAYS);
  const big = h.bigGames.filter((b) => b.date < date && b.date >= windowStart);
  const gameIds = new Set(games.map((g) => g.gameId));
  const films = new Set(
    h.films.filter((f) => gameIds.has(f.gameId) && f.since <= date).map((f) => f.gameId),
  );
  const items = h.items.filter((i) => i.published <= date);
  const laterViews = h.viewsByDay
    .filter((v) => v.day > date && v.published <= date)
    .reduce((s, v) => s + v.n, 0);
  const laterFollows = h.followsByDay.filter(([d]) => d > date).reduce((s, [, n]) => s + n, 0);
  const social = (platform: string) =>
    h.social.find((s) => s.platform === platform && s.since <= date)?.followers ?? null;
  const stat = (k: (typeof productionStats)[number]) => (line ? round2(line[k].mean) : null);
  const sumAt = (pick: 'p10' | 'p90') =>
    line
      ? round2(productionStats.reduce((s, k) => s + PRODUCTION_WEIGHTS[k] * line[k][pick], 0))
      : null;
  const values: InputValues = {
    pts: stat('pts'),
    three_pm: stat('three_pm'),
    reb: stat('reb'),
    ast: stat('ast'),
    st: stat('st'),
    blks: stat('blks'),
    production_low: sumAt('p10'),
    production_high: sumAt('p90'),
    league_production: leagueProduction === null ? null : round2(leagueProduction),
    league_base: level.base,
    big_games_28d: big.length,
    form_gain: formGain === null ? null : round2(formGain),
    league_market: level.market,
    filmed_games: films.size,
    tagged_items: items.length,
    views: Math.max(0, items.reduce((s, i) => s + i.views, 0) - laterViews),
    hoopdex_fans: Math.max(0, h.player.fanCount - laterFollows),
    instagram_followers: social('instagram'),
    tiktok_followers: social('tiktok'),
    x_followers: social('x'),
  };
  return {
    values,
    context: {
      games: games.length,
      latestGameId: games.at(-1)?.gameId ?? null,
      latestBigGameId: big.at(-1)?.gameId ?? null,
      verified: new Set(h.social.filter((s) => s.verified).map((s) => s.platform)),
    },
  };
}

type PlayerGame = ValueHistory['games'][number];

const adjustable = new Set<string>(adjustableValueInputs);
const perGame = 'per game';

/** Labels, units and sources of the inputs, in the order the parts list them. */
export function describeInput(
  key: ValueInputKey,
  value: number | null,
  ctx: { leagueLabel: string; asOf: string; verified: Set<string> },
): ValueInput {
  const [label, unit, source] = INPUT_TEXT[key](ctx);
  return { key, label, value, unit, source, adjustable: adjustable.has(key) };
}

type Ctx = { leagueLabel: string; asOf: string; verified: Set<string> };
const social = (name: string, platform: string) => (c: Ctx) =>
  [
    `${name} followers`,
    'followers',
    c.verified.has(platform)
      ? 'Player portal, verified'
      : 'Player portal, self-reported (not verified)',
  ] as const;

const INPUT_TEXT: Record<ValueInputKey, (c: Ctx) => readonly [string, string, string]> = {
  pts: () => ['Points', perGame, PERFORMANCE_SOURCE],
  three_pm: () => ['Threes made', perGame, PERFORMANCE_SOURCE],
  reb: () => ['Rebounds', perGame, PERFORMANCE_SOURCE],
  ast: () => ['Assists', perGame, PERFORMANCE_SOURCE],
  st: () => ['Steals', perGame, PERFORMANCE_SOURCE],
  blks: () => ['Blocks', perGame, PERFORMANCE_SOURCE],
  production_low: () => [
    'Production at the 10th percentile',
    'production per game',
    `${PERFORMANCE_SOURCE}; each stat at its 10th percentile`,
  ],
  production_high: () => [
    'Production at the 90th percentile',
    'production per game',
    `${PERFORMANCE_SOURCE}; each stat at its 90th percentile`,
  ],
  league_production: (c) => [
    `${c.leagueLabel} average production`,
    'production per player-game',
    `Box scores of the season before ${c.asOf}`,
  ],
  league_base: (c) => [`${c.leagueLabel} base`, 'USD per year', 'Hoopdex method, league levels'],
  big_games_28d: () => [
    `Big games in the last ${MOMENTUM_DAYS} days`,
    'games',
    'Big games (top 1 % Game Score, personal bests, double-doubles)',
  ],
  form_gain: () => [
    `Form gain (last ${FORM_GAMES} games over the season)`,
    'production per game',
    'Box scores of the season',
  ],
  league_market: (c) => [`${c.leagueLabel} market`, 'multiplier', 'Hoopdex method, league levels'],
  filmed_games: () => ['Games with film', 'games', 'Game film synced on Hoopdex'],
  tagged_items: () => ['Items tagging the player', 'items', 'Videos and articles on Hoopdex'],
  views: () => ['Views of those items', 'views', 'Hoopdex view counts'],
  hoopdex_fans: () => ['Hoopdex fans', 'fans', 'Follows on Hoopdex'],
  instagram_followers: social('Instagram', 'instagram'),
  tiktok_followers: social('TikTok', 'tiktok'),
  x_followers: social('X', 'x'),
};

export const PART_INPUTS: Record<
  'performance' | 'momentum' | 'exposure' | 'following',
  ValueInputKey[]
> = {
  performance: [
    ...productionStats,
    'production_low',
    'production_high',
    'league_production',
    'league_base',
  ],
  momentum: ['big_games_28d', 'form_gain', 'league_base'],
  exposure: ['league_market', 'filmed_games', 'tagged_items', 'views'],
  following: ['hoopdex_fans', 'instagram_followers', 'tiktok_followers', 'x_followers'],
};
