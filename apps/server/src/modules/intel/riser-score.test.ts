import { statKeys, type StatKey } from '@hoopdex/contract';
import { describe, expect, it } from 'vitest';
import { riserScore, topMove, type StatSide } from './riser-score';

const flat = (over: Partial<Record<StatKey, StatSide>>, sd = 0): Record<StatKey, StatSide> =>
  Object.fromEntries(statKeys.map((k) => [k, over[k] ?? { mean: 0, sd, attempts: 0 }])) as Record<
    StatKey,
    StatSide
  >;

describe('riserScore', () => {
  const base = { gamesWeek: 2, gamesBaseline: 5, perfWeek: 20, perfBaseline: 10 };
  it('is the change in mean Game Score over the baseline spread', () => {
    expect(riserScore({ ...base, perfSd: 4 })).toBe(2.5); // (20 − 10) / 4
  });
  it('floors the spread at 2 Game Score points', () => {
    expect(riserScore({ ...base, perfSd: 1 })).toBe(5); // (20 − 10) / max(1, 2)
    expect(riserScore({ ...base, perfSd: null })).toBe(5);
  });
  it('needs 2 games in the week and 5 before it', () => {
    expect(riserScore({ ...base, gamesWeek: 1, perfSd: 4 })).toBeNull();
    expect(riserScore({ ...base, gamesBaseline: 4, perfSd: 4 })).toBeNull();
  });
});

describe('topMove', () => {
  // pts 10 → 16 over sd 2: 3 spreads; reb 5 → 7 over max(0.5, 1): 2; turnovers 3 → 0.5 over 1:
  // 2.5 (down is good); FG% 40 → 70 over max(3, 5): 6, but only with enough attempts.
  const baseline = flat({
    pts: { mean: 10, sd: 2 },
    reb: { mean: 5, sd: 0.5 },
    turnovers: { mean: 3, sd: 1 },
    fg_percent: { mean: 40, sd: 3, attempts: 50 },
  });
  const week = (fgAttempts: number) =>
    flat({
      pts: { mean: 16 },
      reb: { mean: 7 },
      turnovers: { mean: 0.5 },
      fg_percent: { mean: 70, attempts: fgAttempts },
    });

  it('picks the largest move in units of the baseline spread, reported raw', () => {
    expect(topMove(week(10), baseline)).toEqual({
      stat: 'fg_percent',
      label: 'FG%',
      week_average: 70,
      baseline_average: 40,
      delta: 30,
    });
  });
  it('leaves out a percentage with too few attempts in the week', () => {
    expect(topMove(week(4), baseline)).toMatchObject({ stat: 'pts', label: 'PTS', delta: 6 });
  });
  it('counts fewer turnovers as the rise', () => {
    const w = flat({ turnovers: { mean: 0 }, pts: { mean: 11 } });
    expect(topMove(w, baseline)).toMatchObject({
      stat: 'turnovers',
      delta: -3,
      week_average: 0,
      baseline_average: 3,
    });
  });
});
