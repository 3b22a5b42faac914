import { countPmf } from './count-distribution';

// One game's shooting percentage: the attempts are a count (negative binomial, at least one:
// a game without attempts has no percentage), and the makes given the attempts a beta-binomial
// whose beta is the posterior of the player's make rate (κ attempts' worth of evidence), so the
// range carries both the luck of a few shots and what we do not know of the shooter.

/** Beta-binomial probabilities of 0…n makes in n attempts, rate p, concentration κ. */
export function betaBinomialPmf(n: number, p: number, kappa: number): Float64Array {
  const alpha = Math.max(1e-6, p * kappa);
  const beta = Math.max(1e-6, (1 - p) * kappa);
  const out = new Float64Array(n + 1);
  // P(k) = C(n,k) B(k+α, n−k+β) / B(α, β), built by the ratio P(k+1)/P(k).
  let logP0 = 0;
  for (let i = 0; i < n; i++) logP0 += Math.log(beta + i) - Math.log(alpha + beta + i);
  let pk = Math.exp(logP0);
  out[0] = pk;
  for (let k = 0; k < n; k++) {
    pk = (pk * (n - k) * (alpha + k)) / ((k + 1) * (beta + n - k - 1));
    out[k + 1] = pk;
  }
  return out;
}

/**
 * The 10th and 90th percentiles of one game's percentage (0–1) on the continuous extension
 * (makes + U) / (attempts + 1), which keeps it inside [0, 1], mixing over the attempts (mean, variance), conditioned on ≥ 1.
 */
export function gameShareRange(
  attemptMean: number,
  attemptVariance: number,
  p: number,
  kappa: number,
) {
  const attempts = countPmf(Math.max(attemptMean, 0.05), Math.max(attemptVariance, attemptMean));
  const parts: { w: number; n: number; makes: Float64Array }[] = [];
  const some = 1 - (attempts[0] ?? 0);
  for (let n = 1; n < attempts.length; n++) {
    const w = (attempts[n] as number) / some;
    if (w < 1e-6) continue;
    parts.push({ w, n, makes: betaBinomialPmf(n, p, kappa) });
  }
  const cdf = (z: number) => {
    let total = 0;
    for (const { w, n, makes } of parts) {
      let f = 0;
      // (makes + U) / (attempts + 1): the n + 1 outcomes split [0, 1] into equal cells.
      for (let m = 0; m <= n; m++)
        f += (makes[m] as number) * Math.min(1, Math.max(0, z * (n + 1) - m));
      total += w * f;
    }
    return total;
  };
  const quantile = (tau: number) => {
    let lo = 0;
    let hi = 1;
    for (let i = 0; i < 30; i++) {
      const mid = (lo + hi) / 2;
      if (cdf(mid) < tau) lo = mid;
      else hi = mid;
    }
    return (lo + hi) / 2;
  };
  return { p10: quantile(0.1), p90: quantile(0.9) };
}
