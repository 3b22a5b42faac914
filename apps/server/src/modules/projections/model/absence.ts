// Games a player missed since her last one (decision 0026, "Absences"): box scores have no line
// for a player who did not play, whether injured or benched by the coach, so a run of the team's
// games without her is read as that many 0-minute games, each worth a share of a game played
// (`weight`: an injury says nothing of her role, a coach's decision says it shrank), and her
// games played are that many games older in the recency weights.

/**
 * How the missed games enter an exponentially weighted minutes sum: `age`, the factor her own
 * games' weights take (older by `absent` games), and `exposure`, the missed games' weight (their
 * minutes being 0, they add nothing to the events).
 */
export function absenceSums(absent: number, halfLife: number, weight: number) {
  if (!(absent > 0) || !(weight > 0)) return null;
  const decay = Math.pow(0.5, 1 / halfLife);
  let exposure = 0;
  for (let k = 0; k < absent; k++) exposure += weight * Math.pow(decay, k);
  return { age: Math.pow(decay, absent), exposure };
}

/** The team's games (dates before as-of) after her last game: the run she has missed. */
export function absentGames(teamDatesBefore: readonly string[], lastPlayed: string | undefined) {
  if (!lastPlayed) return 0;
  return teamDatesBefore.filter((d) => d > lastPlayed).length;
}
