// Exponentially weighted recent form (DARKO's per-stat decay, Medvedovsky 2020): the newest
// game counts 1, a game `age` games older 0.5^(age / halfLife), and a game of an earlier season
// is discounted once more per season back (players change over a summer more than in a week).

/**
 * Weights of a player's games ordered oldest → newest (`seasonsBack[i]`: 0 this season, 1 the
 * one before, …).
 */
export function recencyWeights(
  seasonsBack: readonly number[],
  halfLife: number,
  seasonDiscount: number,
): Float64Array {
  const n = seasonsBack.length;
  const w = new Float64Array(n);
  const decay = Math.pow(0.5, 1 / halfLife);
  let f = 1;
  for (let i = n - 1; i >= 0; i--) {
    w[i] = f * Math.pow(seasonDiscount, seasonsBack[i] as number);
    f *= decay;
  }
  return w;
}
