// The dates the projection's line through the season is drawn at (issue 32: "a line of how the
// projection moved"): one projection per date, each from the games before it only.

const DAY_MS = 86_400_000;
/** Two weeks, as the backtest walks forward (docs/decisions/0026-projections.md). */
export const TREND_STEP_DAYS = 14;
/** At most this many points (requests): a long season takes longer steps. */
export const TREND_MAX_POINTS = 14;

const toDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const fromDay = (day: string) => Date.parse(`${day}T00:00:00Z`);

/**
 * From the season's game dates (any order, 'YYYY-MM-DD'): the first game's day (the projection
 * before any game, from the prior), then every two weeks, then the day after the last game (the
 * projection with every game so far). Empty when there are no games.
 */
export function trendAsOfDates(gameDates: readonly string[]): string[] {
  const days = gameDates.map(fromDay).filter((ms) => Number.isFinite(ms));
  if (days.length === 0) return [];
  const first = Math.min(...days);
  const end = Math.max(...days) + DAY_MS;
  const span = (end - first) / DAY_MS;
  const step = Math.max(TREND_STEP_DAYS, Math.ceil(span / (TREND_MAX_POINTS - 1))) * DAY_MS;
  const dates: string[] = [];
  // A grid date a day or two before the end would draw two points on top of each other.
  for (let at = first; at < end - 2 * DAY_MS || at === first; at += step) dates.push(toDay(at));
  dates.push(toDay(end));
  return dates;
}
