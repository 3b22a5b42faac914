import { describe, expect, it } from 'vitest';
import { seasonOf } from './season-of';

describe('seasonOf', () => {
  it('names a single-year (WNBA) season by its one year', () => {
    expect(seasonOf('single-year', '2024-05-14')).toEqual({
      label: '2024',
      startDate: '2024-01-01',
      endDate: '2024-12-31',
    });
  });
  it('names a season crossing the year from July to June (and a league outside the catalogue)', () => {
    expect(seasonOf('cross-year', '2025-01-10')).toEqual({
      label: '2024-25',
      startDate: '2024-07-01',
      endDate: '2025-06-30',
    });
    expect(seasonOf('cross-year', '2024-11-04')?.label).toBe('2024-25');
    expect(seasonOf(undefined, '1999-10-01')?.label).toBe('1999-00');
  });
  it('makes no season outside the years 0001-9999', () => {
    expect(seasonOf('cross-year', '0001-03-01')).toBeNull();
    expect(seasonOf('cross-year', '9999-08-01')).toBeNull();
    expect(seasonOf('single-year', '0001-03-01')?.label).toBe('0001');
  });
});
