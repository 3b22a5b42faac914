// Counts are not Gaussian: a game's blocks are 0 most nights. A count with mean μ and variance V
// is a negative binomial (the Poisson–gamma mixture: a Poisson whose rate is itself uncertain)
// when V > μ, a Poisson when V = μ, a binomial when V < μ. Its quantiles are read on the continuous extension S + U
// (types.ts, Predictive), so they are not stuck on whole numbers.

/** Probabilities of 0, 1, 2, … until all but 1e-9 of the mass is counted. */
export function countPmf(mean: number, variance: number): Float64Array {
  if (!(mean > 0)) return Float64Array.of(1);
  const out: number[] = [];
  let p: number;
  let next: (k: number, prev: number) => number;
  let top = 100_000;
  if (variance < mean * 0.98) {
    // Less spread than a Poisson (a rate known well, in steady minutes): a binomial.
    const n = Math.ceil((mean * mean) / (mean - Math.max(variance, 0)));
    const q = Math.min(1, mean / n);
    if (q >= 1) return Float64Array.from({ length: n + 1 }, (_, k) => (k === n ? 1 : 0));
    p = Math.exp(n * Math.log1p(-q));
    top = n;
    next = (k, prev) => (prev * (n - k + 1) * q) / (k * (1 - q));
  } else if (variance <= mean * 1.02) {
    p = Math.exp(-mean); // Poisson
    next = (k, prev) => (prev * mean) / k;
  } else {
    const r = (mean * mean) / (variance - mean);
    const q = mean / (r + mean); // chance of a "failure" per trial in the NB parameterization
    p = Math.exp(r * Math.log1p(-q));
    next = (k, prev) => (prev * (k - 1 + r) * q) / k;
  }
  // Far in the tail the first probability underflows (a sum of 600 points): start from the log.
  if (p === 0) return normalLikePmf(mean, variance);
  let total = 0;
  for (let k = 0; total < 1 - 1e-9 && k <= top; k++) {
    if (k > 0) p = next(k, p);
    out.push(p);
    total += p;
  }
  return Float64Array.from(out);
}

/** A large count's pmf by its normal approximation on the whole numbers (mean in the hundreds). */
function normalLikePmf(mean: number, variance: number): Float64Array {
  const sd = Math.sqrt(Math.max(variance, mean));
  const top = Math.ceil(mean + 8 * sd);
  const out = new Float64Array(top + 1);
  let total = 0;
  for (let k = 0; k <= top; k++) {
    const z = (k - mean) / sd;
    out[k] = Math.exp(-0.5 * z * z);
    total += out[k] as number;
  }
  for (let k = 0; k <= top; k++) out[k] = (out[k] as number) / total;
  return out;
}

/** The τ quantile of S + U (U uniform on [0, 1)) for S with this pmf. */
export function latticeQuantile(pmf: Float64Array, tau: number): number {
  let below = 0;
  for (let k = 0; k < pmf.length; k++) {
    const pk = pmf[k] as number;
    if (below + pk > tau && pk > 0) return k + (tau - below) / pk;
    below += pk;
  }
  return pmf.length;
}

/**
 * Range of an average of `per` games' counts whose sum has this mean and variance: 10th and 90th
 * percentiles of (S + U) / per.
 */
export function countRange(sumMean: number, sumVariance: number, per = 1) {
  const pmf = countPmf(sumMean, sumVariance);
  return {
    p10: latticeQuantile(pmf, 0.1) / per,
    p90: latticeQuantile(pmf, 0.9) / per,
  };
}
