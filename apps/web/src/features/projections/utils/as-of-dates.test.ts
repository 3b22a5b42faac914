import { describe, expect, it } from 'vitest';
import { TREND_MAX_POINTS, trendAsOfDates } from './as-of-dates';

describe('trendAsOfDates', () => {
  it('starts at the first game, steps two weeks and ends the day after the last game', () => {
    expect(trendAsOfDates(['2024-06-20', '2024-05-15', '2024-07-02'])).toEqual([
      '2024-05-15',
      '2024-05-29',
      '2024-06-12',
      '2024-06-26',
      '2024-07-03',
    ]);
  });

  it('leaves out a grid date that would sit on top of the last point', () => {
    // 5.15 + 14 = 5.29, one day before the end (5.30): only the first and the end.
    expect(trendAsOfDates(['2024-05-15', '2024-05-29'])).toEqual(['2024-05-15', '2024-05-30']);
  });

  it('has one game: before it and after it', () => {
    expect(trendAsOfDates(['2024-05-15T19:00:00Z'.slice(0, 10)])).toEqual([
      '2024-05-15',
      '2024-05-16',
    ]);
  });

  it('takes longer steps in a long season, never more than the cap', () => {
    const days = Array.from({ length: 200 }, (_, i) =>
      new Date(Date.UTC(2025, 9, 21 + i)).toISOString().slice(0, 10),
    );
    const dates = trendAsOfDates(days);
    expect(dates.length).toBeLessThanOrEqual(TREND_MAX_POINTS);
    expect(dates[0]).toBe('2025-10-21');
    expect(dates.at(-1)).toBe(new Date(Date.UTC(2025, 9, 21 + 200)).toISOString().slice(0, 10));
    expect([...dates].sort()).toEqual(dates);
  });

  it('has no dates without games', () => {
    expect(trendAsOfDates([])).toEqual([]);
  });
});
