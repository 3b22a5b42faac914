import * as contract from '@hoopdex/contract';
import { describe, expect, it } from 'vitest';
import * as local from './stat-catalog';

describe('stat catalog', () => {
  it('keeps the web-only lists in line with the contract', () => {
    expect([...local.schoolYears]).toEqual([...contract.schoolYears]);
    expect([...local.positions].sort()).toEqual([...contract.positions].sort());
    expect([...local.intervalCodes].sort()).toEqual([...contract.intervalCodes].sort());
  });

  it('formats values, fields and days', () => {
    expect(local.formatStatValue(1234.56)).toBe('1,234.6');
    expect(local.formatStatValue(null)).toBe('- -');
    expect(local.formatStatField('pts_total', 410)).toBe('410');
    expect(local.formatStatField('fg_percent_total', 45.25)).toBe('45.3');
    expect(local.statFieldLabel('pts_average')).toBe('PTS avg');
    expect(local.statFieldLabel('games_played')).toBe('GP');
    expect(local.formatDay('2026-03-07')).toBe('3.7.26');
  });
});
