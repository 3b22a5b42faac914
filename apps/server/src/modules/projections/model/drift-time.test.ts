import { describe, expect, it } from 'vitest';
import { defaultParams } from './params';
import { DAYS_PER_GAME, scheduleDays, walkAverageDays } from './drift-time';

describe('walkAverageDays (a random walk averaged over the games left)', () => {
  it('is E[min(tᵢ, tⱼ)] over pairs of games, by brute force', () => {
    const days = [9, 2, 30, 31, 5];
    let sum = 0;
    for (const a of days) for (const b of days) sum += Math.min(a, b);
    expect(walkAverageDays(days, 5)).toBeCloseTo(sum / 25, 12);
  });

  it('a break inside the rest of a season makes it larger than evenly spaced games', () => {
    const even = Array.from({ length: 20 }, (_, k) => DAYS_PER_GAME * (k + 1));
    const withBreak = even.map((d, k) => (k >= 5 ? d + 30 : d));
    expect(walkAverageDays(withBreak, 20)).toBeGreaterThan(walkAverageDays(even, 20) + 15); // 30 · (15/20)²
    // Without a schedule: the games left at a pro team's pace.
    expect(walkAverageDays(undefined, 20)).toBeCloseTo(walkAverageDays(even, 20), 12);
    expect(defaultParams.driftDays).toBeGreaterThan(0);
  });
});

describe('scheduleDays', () => {
  it('counts days from the last game seen, only when the schedule lists every game left', () => {
    expect(scheduleDays('2024-07-17', '2024-08-06', ['2024-08-15', '2024-08-18'], 2)).toEqual([
      29, 32,
    ]);
    expect(scheduleDays(null, '2024-05-01', ['2024-05-03'], 1)).toEqual([2]);
    // A season under way: 30 games left, 2 on the calendar yet.
    expect(scheduleDays('2024-05-20', '2024-05-21', ['2024-05-22', '2024-05-25'], 30)).toBe(
      undefined,
    );
  });
});
