import { describe, expect, it } from 'vitest';
import {
  formatCount,
  formatDate,
  formatFanCount,
  formatFixed,
  formatNumber,
  formatRelativeTime,
  formatWeight,
} from './format';

const now = Date.UTC(2025, 5, 15, 12, 0, 0);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ago = (ms: number) => formatRelativeTime(now - ms, now);

describe('formatRelativeTime (spec §9 boundaries)', () => {
  it.each([
    [0, '1 hour ago'],
    [30 * 60_000, '1 hour ago'],
    [HOUR, '1 hour ago'],
    [HOUR + 1, '1 hour ago'],
    [2 * HOUR, '2 hours ago'],
    [24 * HOUR, '24 hours ago'],
    [24 * HOUR + 1, '1 day ago'],
    [2 * DAY - 1, '1 day ago'],
    [2 * DAY, '2 days ago'],
    [30 * DAY, '30 days ago'],
    [30 * DAY + 1, '1 month ago'],
    [60 * DAY - 1, '1 month ago'],
    [60 * DAY, '2 months ago'],
    [365 * DAY, '12 months ago'],
    [365 * DAY + 1, 'Over a year ago'],
    [3 * 365 * DAY, 'Over a year ago'],
  ])('%d ms ago reads %s', (elapsed, text) => {
    expect(ago(elapsed)).toBe(text);
  });

  it('treats future times as just now and accepts ISO strings', () => {
    expect(formatRelativeTime(now + DAY, now)).toBe('1 hour ago');
    expect(formatRelativeTime(new Date(now - 5 * DAY).toISOString(), now)).toBe('5 days ago');
  });
});

describe('formatDate', () => {
  it('reads M.D.YY without leading zeros on month and day', () => {
    expect(formatDate(new Date(2024, 2, 7))).toBe('3.7.24');
    expect(formatDate(new Date(2023, 11, 31))).toBe('12.31.23');
    expect(formatDate(new Date(2005, 0, 1))).toBe('1.1.05');
  });
  it('is empty for an invalid date', () => {
    expect(formatDate('not a date')).toBe('');
  });
  it('reads the UTC date when asked (what the server renders, decision 0037)', () => {
    expect(formatDate('2024-03-07T23:30:00Z', { utc: true })).toBe('3.7.24');
    expect(formatDate('2023-12-31T00:15:00-05:00', { utc: true })).toBe('12.31.23');
    expect(formatDate(Date.UTC(2005, 0, 1), { utc: true })).toBe('1.1.05');
  });
});

describe('formatFanCount', () => {
  it.each([
    [0, '0 Fans'],
    [1, '1 Fan'],
    [2, '2 Fans'],
    [999, '999 Fans'],
    [1000, '1.0K'],
    [1234, '1.2K'],
    [999_999, '999.9K'],
    [1_000_000, '1.0M'],
    [3_456_789, '3.4M'],
  ])('%d reads %s', (count, text) => {
    expect(formatFanCount(count)).toBe(text);
  });
  it('treats a missing count as none', () => {
    expect(formatFanCount(undefined)).toBe('0 Fans');
  });
});

describe('formatWeight', () => {
  it('reads N lbs, or - - when missing', () => {
    expect(formatWeight(185)).toBe('185 lbs');
    expect(formatWeight(null)).toBe('- -');
    expect(formatWeight(undefined)).toBe('- -');
  });
});

describe('formatNumber', () => {
  it('groups in en-US style', () => {
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(1000)).toBe('1,000');
    expect(formatNumber(1234567.5)).toBe('1,234,567.5');
    expect(formatNumber(-4200)).toBe('-4,200');
  });
});

describe('formatFixed', () => {
  it('matches Intl en-US with fixed decimals, over many magnitudes and ties', () => {
    // A deterministic spread: integers, halves, thirds, ties like 0.125 and 2.675, and big values.
    const values: number[] = [];
    for (let i = -3000; i <= 3000; i++) values.push(i / 8, i / 3, i * 997.125, i * 123_456.789);
    values.push(0.125, 2.675, 1.005, 999.95, 999_999.95, 123_456_789_012.5, 12.35, 0.15);
    for (const digits of [0, 1, 2]) {
      const intl = new Intl.NumberFormat('en-US', {
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      });
      for (const v of values) {
        const expected = intl.format(v).replace(/^-(?=[0.,]*$)/, ''); // Intl writes -0.0; we write 0.0
        expect(formatFixed(v, digits), `${v} with ${digits} digits`).toBe(expected);
      }
    }
  });

  it('groups whole counts', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1000)).toBe('1,000');
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatFixed(-0.04, 1)).toBe('0.0');
    expect(formatFixed(-12.25, 1)).toBe('-12.3');
  });
});
