import { describe, expect, it } from 'vitest';
import { makeAccuracyRows } from '../../../testing/projection-fixtures';
import { accuracyLines, bestMethods, formatChange, formatShare } from './accuracy-table';

describe('accuracy tables', () => {
  it('puts the model beside the baselines per stat, with its change against season to date', () => {
    const rows = makeAccuracyRows(({ method, horizon }) =>
      horizon === 'next_game' ? (method === 'model' ? 4.5 : 5) : method === 'model' ? 1 : 2,
    );
    const next = accuracyLines(rows, 'next_game');
    expect(next.map((l) => l.stat)).toEqual([
      'pts',
      'reb',
      'ast',
      'three_pm',
      'st',
      'blks',
      'turnovers',
      'minutes',
      'fg_percent',
      'three_point_percent',
      'ft_percent',
    ]);
    expect(next[0]).toMatchObject({
      rmse: { model: 4.5, season_to_date: 5, last_10: 5 },
      coverage: 0.793,
      n: 1200,
    });
    expect(next[0]!.rmseChange).toBeCloseTo(-0.1);
    expect(accuracyLines(rows, 'rest_of_season')[0]!.rmseChange).toBeCloseTo(-0.5);
  });

  it('leaves out stats with no row and marks the lowest exact value', () => {
    const rows = makeAccuracyRows().filter((r) => r.stat === 'pts');
    expect(accuracyLines(rows, 'next_game').map((l) => l.stat)).toEqual(['pts']);
    expect([...bestMethods({ model: 2, season_to_date: 1.999, last_10: 3 })]).toEqual([
      'season_to_date',
    ]);
    // A tie marks both: equal values are equal, neither is lower.
    expect([...bestMethods({ model: 2, season_to_date: 2, last_10: null })]).toEqual([
      'model',
      'season_to_date',
    ]);
    expect(bestMethods({ model: null, season_to_date: null, last_10: null }).size).toBe(0);
  });

  it('writes shares and changes as percentages', () => {
    expect(formatShare(0.7934)).toBe('79.3 %');
    expect(formatShare(null)).toBe('- -');
    expect(formatChange(-0.1234)).toBe('−12.3 %');
    expect(formatChange(0.05)).toBe('+5.0 %');
  });
});
