import {
  positions,
  rankStatistics,
  statLabels,
  type PlayerStatsRow,
  type StatKey,
} from '@hoopdex/contract';

// Similar players (docs/decisions/0008-prospect-intelligence.md). A player's profile is a
// vector of:
// - the 11 "Rank by Statistic" figures of spec §9 as percentiles within their own league and
//   season (the dataset's ratings, 0-100, turnovers inverted), divided by 100; an unrated
//   percentage (no attempts) counts as 0;
// - position, one-hot, each coordinate × √0.5, so two positions differ by 1 in squared distance
//   (as much as one statistic from the bottom to the top of the league);
// - height and weight as z-scores within the league, clipped to ±2 and divided by 4 (±0.5);
//   unknown → the league mean (0).
// distance = Euclidean; similarity = 100 × (1 − distance / √14), √14 being the largest distance
// possible (11 + 1 + 1 + 1). Database-free, so it is unit-tested on hand-worked vectors.

/** The rating column of each rank statistic ('Games' is rated on games_total_rating). */
export const profileRatings = rankStatistics.map((s) =>
  s.value === 'games_played' ? 'games_total_rating' : `${s.value}_rating`,
) as (keyof PlayerStatsRow)[];
/** The statistics `matches` may name (the rank statistics other than Games). */
export const matchStats = rankStatistics
  .map((s) => s.value.replace(/_average$/, ''))
  .filter((k) => k !== 'games_played') as StatKey[];

const POSITION_WEIGHT = Math.sqrt(0.5);
export const PROFILE_SIZE = profileRatings.length + positions.length + 2;
const MAX_DISTANCE = Math.sqrt(profileRatings.length + 1 + 1 + 1);

/** Height and weight of a player, either unknown. */
export interface Body {
  height: number | null;
  weight: number | null;
}

/** Mean and standard deviation of the known values (sd 0 with fewer than 2). */
export function spread(values: (number | null)[]): { mean: number; sd: number } {
  const known = values.filter((v): v is number => v != null);
  if (known.length < 2) return { mean: known[0] ?? 0, sd: 0 };
  const mean = known.reduce((s, v) => s + v, 0) / known.length;
  const sd = Math.sqrt(known.reduce((s, v) => s + (v - mean) ** 2, 0) / (known.length - 1));
  return { mean, sd };
}

const scaled = (v: number | null, s: { mean: number; sd: number }) =>
  v == null || s.sd === 0 ? 0 : Math.max(-2, Math.min(2, (v - s.mean) / s.sd)) / 4;

/** Writes a player's profile at `offset` of `out`. */
export function writeProfile(
  out: Float64Array,
  offset: number,
  row: Pick<PlayerStatsRow, 'position'> & Partial<Record<keyof PlayerStatsRow, unknown>>,
  body: Body | undefined,
  bodies: { height: { mean: number; sd: number }; weight: { mean: number; sd: number } },
): void {
  let i = offset;
  for (const field of profileRatings) out[i++] = ((row[field] as number | null) ?? 0) / 100;
  for (const p of positions) out[i++] = row.position === p ? POSITION_WEIGHT : 0;
  out[i++] = scaled(body?.height ?? null, bodies.height);
  out[i] = scaled(body?.weight ?? null, bodies.weight);
}

/**
 * Squared Euclidean distance between profiles a and b of (possibly different) arrays. Stops
 * once it reaches `bound` (a candidate already too far): the scan for the nearest players
 * skips most of the arithmetic that way.
 */
export function distance2(
  a: Float64Array,
  ai: number,
  b: Float64Array,
  bi: number,
  bound = Infinity,
): number {
  let d = 0;
  for (let k = 0; k < PROFILE_SIZE; k++) {
    const x = (a[ai + k] as number) - (b[bi + k] as number);
    d += x * x;
    if (d >= bound) return d;
  }
  return d;
}

/** 0-100 (1 decimal) from a squared distance. */
export function similarityOf(d2: number): number {
  return Math.round(1000 * Math.max(0, 1 - Math.sqrt(d2) / MAX_DISTANCE)) / 10;
}

/** The `n` stats whose percentiles are closest (ties: the spec's order). */
export function closestStats(
  mine: Partial<Record<keyof PlayerStatsRow, unknown>>,
  theirs: Partial<Record<keyof PlayerStatsRow, unknown>>,
  n = 3,
) {
  return matchStats
    .map((stat) => {
      const field = `${stat}_average_rating` as keyof PlayerStatsRow;
      const a = (mine[field] as number | null) ?? 0;
      const b = (theirs[field] as number | null) ?? 0;
      return { stat, label: statLabels[stat], player_percentile: a, comp_percentile: b };
    })
    .map((m, order) => ({ m, order, gap: Math.abs(m.player_percentile - m.comp_percentile) }))
    .sort((x, y) => x.gap - y.gap || x.order - y.order)
    .slice(0, n)
    .map((x) => x.m);
}

/** Keeps the k smallest distances seen (insertion into a short sorted list). */
export class NearestK {
  readonly d2: number[] = [];
  readonly refs: number[] = [];
  constructor(private readonly k: number) {}
  /** The distance a candidate must beat to enter. */
  get bound(): number {
    return this.d2.length < this.k ? Infinity : (this.d2[this.k - 1] as number);
  }
  offer(d2: number, ref: number): void {
    if (d2 >= this.bound) return;
    let i = this.d2.length;
    while (i > 0 && (this.d2[i - 1] as number) > d2) i--;
    this.d2.splice(i, 0, d2);
    this.refs.splice(i, 0, ref);
    if (this.d2.length > this.k) {
      this.d2.pop();
      this.refs.pop();
    }
  }
}
