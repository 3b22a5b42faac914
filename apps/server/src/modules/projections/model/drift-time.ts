// How much time the rest of a season leaves a player's level to drift (decision 0026, "Rest of
// season"): a random walk in calendar time, as a rating's uncertainty grows with the days since
// it was last measured (Glickman 1999, Glicko), so a month without games inside the rest of a
// season (2024's Olympic break) widens the range where counting the games alone would not.

/** A pro team's pace (WNBA and NBA alike: a game every 2.5–3.2 days), for an unknown schedule. */
export const DAYS_PER_GAME = 3;

/**
 * E[min(tᵢ, tⱼ)] over pairs of the games left (days from the last game seen): the variance of the
 * average, over those games, of a random walk started then, per unit of its variance per day.
 * Without the schedule, `gamesLeft` games `DAYS_PER_GAME` apart.
 */
export function walkAverageDays(days: readonly number[] | undefined, gamesLeft: number): number {
  const t = days?.length
    ? [...days].sort((a, b) => a - b)
    : Array.from({ length: Math.max(1, Math.round(gamesLeft)) }, (_, k) => DAYS_PER_GAME * (k + 1));
  const n = t.length;
  // Σᵢⱼ min(tᵢ, tⱼ) = Σₖ tₖ (2(n − k) − 1), k = 0…n − 1 over the sorted days.
  let sum = 0;
  for (let k = 0; k < n; k++) sum += (t[k] as number) * (2 * (n - k) - 1);
  return sum / (n * n);
}

/**
 * Days from the team's last game before as-of (as-of itself without one) to each of its games
 * left, when the schedule holds them all (a season under way may not list its future games yet:
 * undefined, and the model assumes its pace).
 */
export function scheduleDays(
  lastBefore: string | null,
  asOf: string,
  after: readonly string[],
  gamesLeft: number,
): number[] | undefined {
  if (!after.length || after.length < gamesLeft) return undefined;
  const day0 = Date.parse(lastBefore ?? asOf);
  return after.map((d) => (Date.parse(d) - day0) / 86_400_000);
}
