// How many of the team's remaining games a player will play: binomial in her availability
// (her share of the team's games so far, shrunk toward a prior), at least one (an average over
// no games is not an outcome). The rest-of-season range needs E[1/m]: an average of m games
// has a game's variance over m, so a player likely to miss games gets a wider range.

export function gamesPlayed(gamesLeft: number, availability: number) {
  const n = Math.max(1, Math.round(gamesLeft));
  const a = Math.min(0.999, Math.max(0.02, availability));
  // Binomial probabilities by their ratio, in logs to stay finite.
  let logP = n * Math.log1p(-a);
  const ratio = Math.log(a) - Math.log1p(-a);
  let some = 0;
  let mean = 0;
  let inverse = 0;
  for (let m = 1; m <= n; m++) {
    logP += Math.log((n - m + 1) / m) + ratio;
    const p = Math.exp(logP);
    some += p;
    mean += p * m;
    inverse += p / m;
  }
  if (some <= 0) return { mean: 1, inverseMean: 1 };
  return { mean: mean / some, inverseMean: inverse / some };
}
