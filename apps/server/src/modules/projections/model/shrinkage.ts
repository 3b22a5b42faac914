// Shrinkage toward a prior (Marcel: "regress toward the league with K of league average",
// Tango; empirical Bayes, Efron & Morris 1975): with exposure E weighted the way recent form
// weights it, the estimate is (events + K·prior) / (E + K), the mean of a gamma (rates) or beta
// (percentages) posterior whose prior is worth K of exposure.

export interface Shrunk {
  /** The posterior mean. */
  value: number;
  /** Exposure behind it, the prior's included (the posterior's "sample size"). */
  exposure: number;
}

export function shrink(
  events: number,
  exposure: number,
  prior: number,
  priorExposure: number,
): Shrunk {
  const total = exposure + priorExposure;
  return { value: total > 0 ? (events + priorExposure * prior) / total : prior, exposure: total };
}

/** Weighted sums Σ w·x and Σ w·e over a player's games (x: events, e: exposure). */
export function weightedSums(
  w: Float64Array,
  events: ArrayLike<number>,
  exposure: ArrayLike<number>,
): { events: number; exposure: number } {
  let x = 0;
  let e = 0;
  for (let i = 0; i < w.length; i++) {
    x += (w[i] as number) * (events[i] as number);
    e += (w[i] as number) * (exposure[i] as number);
  }
  return { events: x, exposure: e };
}
