import type { ServiceDeps } from '../../deps';
import {
  playerProjection,
  projectedLine,
  projectedPlayer,
  warmLeagueProjections,
} from '../projections/index';
import { boxScoreDerivedKey } from '../stats/index';
import { cachedValueRange } from '../value/index';

// The two forward-looking numbers of a player card (issues 32 and 33): Hoopdex Value and the
// rest-of-season points projection. Each is absent (null), never zero, when the site has none,
// and each is written exactly as the web writes it, so a shared card matches the page it links to.

/** Hoopdex Value and its 80 % range, whole dollars a year. */
export interface CardValue {
  value: number;
  low: number | null;
  high: number | null;
}

/** Rest-of-season points per game: the mean and its 80 % range (p10–p90). */
export interface CardProjection {
  mean: number;
  p10: number;
  p90: number;
}

export interface CardFigures {
  value: CardValue | null;
  projection: CardProjection | null;
}

/** Kept as long as the card data (a minute); dropped with the box scores by an import. */
const TTL_SECONDS = 60;

/**
 * The player's rest-of-season points as of a day, rounded as the projection answer rounds them.
 * From her league's projections when they are already warm (the projected leaderboard, the
 * alerts; held equal to her own projection), else projected alone: a cold card never starts a
 * whole league's projections. None once the season is over (no games left), without a game of
 * hers this season (the league's list has only those), or on the league's prior alone.
 */
async function pointsProjection(
  deps: ServiceDeps,
  slug: string,
  asOf: string,
): Promise<CardProjection | null> {
  const player = await projectedPlayer(deps.db.db, { slug });
  if (!player) return null;
  const league = warmLeagueProjections(deps, player.league_id, asOf);
  if (league !== undefined) {
    const own = league?.players.find((p) => p.playerId === player.id);
    if (!own || own.gamesLeft === 0 || own.basis === 'league_prior') return null;
    return pick(projectedLine(own.ros).pts);
  }
  const alone = await playerProjection(deps, slug, asOf);
  if (!alone || alone.games_before === 0 || alone.games_left === 0) return null;
  return alone.basis === 'league_prior' ? null : pick(alone.rest_of_season.pts);
}

const pick = ({ mean, p10, p90 }: CardProjection): CardProjection => ({ mean, p10, p90 });

/**
 * The player's value and points projection as of a day. The value comes from the value module's
 * cached read (dropped by follows as well as imports); the projection is box-score derived only.
 */
export async function cardFigures(
  deps: ServiceDeps,
  slug: string,
  asOf: string,
): Promise<CardFigures> {
  const [range, projection] = await Promise.all([
    cachedValueRange(deps, slug, asOf),
    deps.cache.wrap(boxScoreDerivedKey('card-projection', slug, asOf), TTL_SECONDS, () =>
      pointsProjection(deps, slug, asOf),
    ),
  ]);
  const value: CardValue | null =
    range?.value == null ? null : { value: range.value, low: range.low, high: range.high };
  return { value, projection };
}

// Formatting mirrors apps/web: value-format.ts formatDollars / formatDollarsShort and
// lib/format.ts formatFixed (the server cannot import the web; keep the two in step).

function dollars(value: number): string {
  const sign = value < 0 ? '−' : '';
  return `${sign}$${String(Math.abs(Math.round(value))).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
}

/** $1.2M / $350K, as the web's formatDollarsShort. */
export function dollarsShort(value: number): string {
  const abs = Math.abs(value);
  if (abs >= 1_000_000) return `$${(value / 1_000_000).toFixed(abs >= 10_000_000 ? 0 : 1)}M`;
  if (abs >= 1_000) return `$${Math.round(value / 1_000)}K`;
  return dollars(value);
}

/** One decimal, rounding the decimal form as written (18.45 → 18.5), as the web's formatFixed. */
export function oneDecimal(value: number): string {
  const text = String(Math.abs(value));
  const rounded = text.includes('e')
    ? Math.abs(value)
    : Number(`${Math.round(Number(`${text}e1`))}e-1`);
  const fixed = rounded.toFixed(1);
  return value < 0 && fixed !== '0.0' ? `-${fixed}` : fixed;
}

/** "$1.2M ($900K–$1.6M)"; the range is left out when either end is unknown. */
export function valueText(v: CardValue): string {
  const range =
    v.low !== null && v.high !== null ? ` (${dollarsShort(v.low)}–${dollarsShort(v.high)})` : '';
  return `${dollarsShort(v.value)}${range}`;
}

/** "18.4 pts (15.1–21.7)". */
export const projectionText = (p: CardProjection) =>
  `${oneDecimal(p.mean)} pts (${oneDecimal(p.p10)}–${oneDecimal(p.p90)})`;
