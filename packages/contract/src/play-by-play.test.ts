import { describe, expect, it } from 'vitest';
import { formatClock, parseClock, pbpRowSchema } from './play-by-play';
import { periodLabel, periodLengthTenths, periodRules } from './periods';
import { shotZoneOf } from './shot-zones';

describe('game clock', () => {
  it('reads MM:SS and SS.t as tenths, and writes them back as a scoreboard does', () => {
    expect(parseClock('12:00')).toBe(7200);
    expect(parseClock('0:48')).toBe(480);
    expect(parseClock('48.3')).toBe(483);
    expect(parseClock('0.0')).toBe(0);
    for (const bad of ['7:75', '60.0', '1:2', '12', 'ab:cd', '-1:00', '1:00.5'])
      expect(parseClock(bad), bad).toBeNull();
    expect([7200, 600, 599, 483, 0].map(formatClock)).toEqual([
      '12:00',
      '1:00',
      '59.9',
      '48.3',
      '0.0',
    ]);
  });
});

describe('periods by league', () => {
  it('knows quarters, halves and overtime', () => {
    expect(periodLengthTenths(periodRules('NBA'), 4)).toBe(7200);
    expect(periodLengthTenths(periodRules('wnba'), 1)).toBe(6000);
    expect(periodLengthTenths(periodRules('ncaam'), 2)).toBe(12000);
    expect(periodLengthTenths(periodRules('ncaam'), 3)).toBe(3000);
    expect(periodLengthTenths(periodRules('somewhere'), 5)).toBe(3000);
    expect([1, 2, 3, 4].map((p) => periodLabel(periodRules('ncaam'), p))).toEqual([
      'H1',
      'H2',
      'OT',
      '2OT',
    ]);
    expect(periodLabel(periodRules('ncaaw'), 4)).toBe('Q4');
  });
});

describe('shot zones', () => {
  it('places a shot by kind first, then by spot', () => {
    expect(shotZoneOf(false, 0, 3.9)).toBe('rim');
    expect(shotZoneOf(false, 3, 8)).toBe('paint');
    expect(shotZoneOf(false, 8.1, 5)).toBe('mid_range');
    expect(shotZoneOf(false, 0, 14)).toBe('mid_range');
    expect(shotZoneOf(true, -23, 0)).toBe('corner_three');
    expect(shotZoneOf(true, 22, 8.75)).toBe('corner_three');
    expect(shotZoneOf(true, 20, 12)).toBe('above_break_three');
    expect(shotZoneOf(true, null, null)).toBeNull();
  });
});

describe('play-by-play row', () => {
  const row = {
    game_date: '2025-01-10',
    league: 'nba',
    home_team: 'BOS',
    away_team: 'POR',
    period: '1',
    clock: '11:42',
    team: 'BOS',
    player: 'nia-new',
    event: 'fg3_made',
    shot_x: '22.5',
    shot_y: '2',
  };
  it('turns cells into numbers', () => {
    expect(pbpRowSchema.parse(row)).toMatchObject({
      period: 1,
      clock: 7020,
      shot_x: 22.5,
      shot_y: 2,
    });
    expect(pbpRowSchema.parse({ ...row, event: 'foul', shot_x: '', shot_y: '' })).toMatchObject({
      shot_x: null,
    });
  });
  it('refuses a location off a shot, half a location and a location off the court', () => {
    const path = (r: object) => pbpRowSchema.safeParse(r).error?.issues.map((i) => i.path[0]);
    expect(path({ ...row, event: 'ast' })).toEqual(['shot_x']);
    expect(path({ ...row, shot_x: '' })).toEqual(['shot_x']);
    expect(path({ ...row, shot_y: '95' })).toEqual(['shot_y']);
    expect(path({ ...row, clock: '12:60' })).toEqual(['clock']);
  });
});
