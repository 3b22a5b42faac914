import type { ValueInputKey, ValuePartKey } from '@hoopdex/contract';
import {
  DOLLARS_PER_1000_VIEWS,
  DOLLARS_PER_FILMED_GAME,
  DOLLARS_PER_FOLLOWER,
  DOLLARS_PER_HOOPDEX_FAN,
  DOLLARS_PER_TAGGED_ITEM,
  MOMENTUM_PER_BIG_GAME,
  MOMENTUM_PER_FORM_POINT,
  PERFORMANCE_EXPONENT,
  PRODUCTION_WEIGHTS,
  productionStats,
} from './value-method';

// The arithmetic of Hoopdex Value, pure: inputs in, whole-dollar parts out. Every constant comes
// from value-method.ts, the file GET /api/value/method publishes. A what-if changes inputs and
// calls the same functions, so it can never disagree with the value itself.

/** Every input's number; null where unknown. */
export type InputValues = Record<ValueInputKey, number | null>;

export interface ComputedValue {
  /** Whole dollars per part; null when unknown. */
  parts: Record<ValuePartKey, number | null>;
  /** The sum of the known parts; null for a player with no games (Performance unknown). */
  value: number | null;
  low: number | null;
  high: number | null;
}

/** Production per game from a line of the production stats (null if any is unknown). */
export function productionOf(v: Pick<InputValues, (typeof productionStats)[number]>) {
  let sum = 0;
  for (const stat of productionStats) {
    const x = v[stat];
    if (x === null) return null;
    sum += PRODUCTION_WEIGHTS[stat] * x;
  }
  return sum;
}

/** League base × (production ÷ league production)^exponent, in whole dollars. */
export function performanceAt(production: number, leagueProduction: number, base: number) {
  // A league whose average production is under 1 (a league of empty lines) counts as 1.
  const ratio = Math.max(0, production) / Math.max(leagueProduction, 1);
  return Math.round(base * ratio ** PERFORMANCE_EXPONENT);
}

function performance(v: InputValues): number | null {
  const production = productionOf(v);
  if (production === null || v.league_production === null || v.league_base === null) return null;
  return performanceAt(production, v.league_production, v.league_base);
}

function momentum(v: InputValues): number | null {
  const { league_base: base, big_games_28d: big, form_gain: form } = v;
  if (base === null || big === null || form === null) return null;
  return Math.round(
    base * (MOMENTUM_PER_BIG_GAME * big + MOMENTUM_PER_FORM_POINT * Math.max(0, form)),
  );
}

function exposure(v: InputValues): number | null {
  const { league_market: market, views, filmed_games: films, tagged_items: items } = v;
  if (market === null || views === null || films === null || items === null) return null;
  return Math.round(
    market *
      ((DOLLARS_PER_1000_VIEWS * views) / 1000 +
        DOLLARS_PER_FILMED_GAME * films +
        DOLLARS_PER_TAGGED_ITEM * items),
  );
}

function following(v: InputValues): number | null {
  const social = [v.instagram_followers, v.tiktok_followers, v.x_followers];
  // No platform entered: the following is unknown (an imported league has none), never zero.
  if (v.hoopdex_fans === null || social.every((x) => x === null)) return null;
  const followers = social.reduce<number>((s, x) => s + (x ?? 0), 0);
  return Math.round(DOLLARS_PER_HOOPDEX_FAN * v.hoopdex_fans + DOLLARS_PER_FOLLOWER * followers);
}

/** The parts, the value and its 10th–90th range from the inputs. */
export function computeValue(v: InputValues): ComputedValue {
  const parts = {
    performance: performance(v),
    momentum: momentum(v),
    exposure: exposure(v),
    following: following(v),
  };
  if (parts.performance === null) return { parts, value: null, low: null, high: null };
  const value = Object.values(parts).reduce<number>((s, x) => s + (x ?? 0), 0);
  const production = productionOf(v)!;
  // The range moves Performance only: it is the production's own 10th–90th percentiles.
  const at = (p: number | null, pick: (a: number, b: number) => number) =>
    value -
    parts.performance! +
    performanceAt(pick(p ?? production, production), v.league_production!, v.league_base!);
  return {
    parts,
    value,
    low: at(v.production_low, Math.min),
    high: at(v.production_high, Math.max),
  };
}
