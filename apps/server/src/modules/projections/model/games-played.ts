// How many of the team's remaining games a player will play, at least one (an average over no
// games is not an outcome). The rest-of-season range needs E[1/m]: an average of m games has a
// game's variance over m, so a player likely to miss games gets a wider range.
//
// Beta-binomial in her availability (her share of the team's games so far, shrunk toward a
// prior) with `concentration` κ: absences come in spells (an injury, a benching, a trade), not
// as a coin flipped each game, so the share of the games left she plays varies far more than a
// binomial's. κ = ∞ is the binomial. Decision 0026: κ ≈ 2 by maximum likelihood of the games
// played after each as-of date, on 2022 and 2023 alike (the binomial's log-likelihood is
// 2,000–2,700 lower).

export function gamesPlayed(gamesLeft: number, availability: number, concentration = Infinity) {
  const n = Math.max(1, Math.round(gamesLeft));
  const a = Math.min(0.999, Math.max(0.02, availability));
  const finite = Number.isFinite(concentration) && concentration > 0;
  const alpha = a * concentration;
  const beta = (1 - a) * concentration;
  // P(m) by the ratio P(m)/P(m − 1), in logs to stay finite: binomial (n−m+1)/m · a/(1−a);
  // beta-binomial (n−m+1)/m · (m−1+α)/(n−m+β).
  let logP = finite ? logBetaRatio0(n, alpha, beta) : n * Math.log1p(-a);
  const ratio = Math.log(a) - Math.log1p(-a);
  let some = 0;
  let mean = 0;
  let inverse = 0;
  for (let m = 1; m <= n; m++) {
    logP += Math.log((n - m + 1) / m);
    logP += finite ? Math.log((m - 1 + alpha) / (n - m + beta)) : ratio;
    const p = Math.exp(logP);
    some += p;
    mean += p * m;
    inverse += p / m;
  }
  if (some <= 0) return { mean: 1, inverseMean: 1 };
  return { mean: mean / some, inverseMean: inverse / some };
}

/** log P(0) of a beta-binomial: B(α, n + β) / B(α, β) = Π_{i<n} (β + i) / (α + β + i). */
function logBetaRatio0(n: number, alpha: number, beta: number) {
  let s = 0;
  for (let i = 0; i < n; i++) s += Math.log(beta + i) - Math.log(alpha + beta + i);
  return s;
}
