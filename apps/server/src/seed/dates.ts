/** Whole UTC days: the seed works in days so any `now` within one day gives the same data. */
export const DAY_MS = 86_400_000;

export function startOfUtcDay(now: Date): number {
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
}

export function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function addDays(ms: number, days: number): number {
  return ms + days * DAY_MS;
}

export function utcDate(year: number, month: number, day: number): number {
  return Date.UTC(year, month - 1, day);
}
