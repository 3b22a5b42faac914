/** YYYY-MM-DD plus `days`. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * The backtest's as-of dates: every 14 days from the season's third week (its first game day
 * plus 14) to two weeks before its last game day.
 */
export function asOfDates(firstGame: string, lastGame: string, stepDays = 14): string[] {
  const out: string[] = [];
  const last = addDays(lastGame, -14);
  for (let d = addDays(firstGame, 14); d <= last; d = addDays(d, stepDays)) out.push(d);
  return out;
}
