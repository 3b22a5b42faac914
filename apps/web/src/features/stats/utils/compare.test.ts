import { describe, expect, it } from 'vitest';
import { bestIndexes, parseWith } from './compare';

describe('compare helpers', () => {
  it('marks the highest value, or the lowest when lower wins (turnovers)', () => {
    expect([...bestIndexes([10, 12, 11], false)]).toEqual([1]);
    expect([...bestIndexes([3.1, 1.2, 2.5], true)]).toEqual([1]);
  });
  it('marks every tied best value, none when all are equal, and ignores missing values', () => {
    expect([...bestIndexes([5, 7, 7], false)]).toEqual([1, 2]);
    expect([...bestIndexes([4, 4], false)]).toEqual([]);
    expect([...bestIndexes([null, 2, undefined], false)]).toEqual([]);
    expect([...bestIndexes([null, 2, 3], true)]).toEqual([1]);
  });
  it('reads ?with= as up to three other players without repeats', () => {
    expect(parseWith('b,c,b,a,d,e', 'a')).toEqual(['b', 'c', 'd']);
    expect(parseWith(null, 'a')).toEqual([]);
  });
});
