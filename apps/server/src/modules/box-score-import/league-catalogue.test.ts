import { describe, expect, it } from 'vitest';
import { seasonOf } from './league-catalogue';

describe('seasonOf', () => {
  it('names a WNBA season by its one year', () => {
    expect(seasonOf('WNBA', '2024-05-14')).toEqual({
      label: '2024',
      startDate: '2024-01-01',
      endDate: '2024-12-31',
    });
  });
  it('names a season crossing the year from July to June', () => {
    expect(seasonOf('nba', '2025-01-10')).toEqual({
      label: '2024-25',
      startDate: '2024-07-01',
      endDate: '2025-06-30',
    });
    expect(seasonOf('ncaam', '2024-11-04')?.label).toBe('2024-25');
    expect(seasonOf('somewhere', '1999-10-01')?.label).toBe('1999-00');
  });
  it('makes no season outside the years 0001-9999', () => {
    expect(seasonOf('nba', '0001-03-01')).toBeNull();
    expect(seasonOf('nba', '9999-08-01')).toBeNull();
    expect(seasonOf('wnba', '0001-03-01')?.label).toBe('0001');
  });
});
