import { describe, expect, it } from 'vitest';
import type { ScoredRow } from '../backtest/walk-forward';
import { walkForwardRows } from '../backtest/test-rows';
import { buildLeaguePrior, seasonSums } from './league-prior';
import { defaultParams, type ModelParams } from './params';
import { projectPlayer, type PlayerInput } from './project-player';
import { startMinutes } from './starts';
import { testLine } from './test-line';
import type { GameLine } from './types';

// Her starts as a signal of her role (decision 0026, sixth follow-up).

const sp = { shareHalfLife: 1, priorGames: 3 };
const league = { starter: 29, bench: 12 };
const line = (i: number, minutes: number, starter?: boolean | null): GameLine => ({
  ...testLine(1, i, minutes),
  ...(starter === undefined ? {} : { starter }),
});
const back = (lines: readonly GameLine[]) => lines.map(() => 0);

describe('startMinutes', () => {
  it('is null without a line that says whether she started, or without the league’s minutes', () => {
    const plain = [line(0, 20), line(1, 22, null)];
    expect(startMinutes(plain, back(plain), league, 6, 0.5, sp)).toBeNull();
    const known = [line(0, 20, false)];
    expect(startMinutes(known, back(known), null, 6, 0.5, sp)).toBeNull();
  });

  it('a reserve who started her last games is read near a starter’s minutes', () => {
    const bench = Array.from({ length: 10 }, (_, i) => line(i, 12, false));
    const promoted = [...bench, line(10, 26, true), line(11, 28, true), line(12, 27, true)];
    const m = startMinutes(promoted, back(promoted), league, 6, 0.5, sp)!;
    // Her start share at a half-life of 1 game: 1 + 0.5 + 0.25 of 2 (≈ 0.87).
    expect(m).toBeGreaterThan(24);
    expect(m).toBeLessThan(29);
    // Never started: her bench minutes (the league's bench minutes being hers too).
    expect(startMinutes(bench, back(bench), league, 6, 0.5, sp)).toBeCloseTo(12, 10);
  });

  it('a starter sent to the bench is read near her bench minutes', () => {
    const start = Array.from({ length: 10 }, (_, i) => line(i, 32, true));
    const benched = [...start, line(10, 14, false), line(11, 12, false)];
    const m = startMinutes(benched, back(benched), league, 6, 0.5, sp)!;
    expect(m).toBeLessThan(20);
  });

  it('reads only the lines that say so', () => {
    const a = [line(0, 30, true), line(1, 10, false)];
    const b = [line(0, 30, true), line(1, 50), line(2, 10, false)];
    expect(startMinutes(b, back(b), league, 6, 0.5, sp)).toBeCloseTo(
      startMinutes(a, back(a), league, 6, 0.5, sp)!,
      12,
    );
  });
});

describe('the league’s minutes per start and per bench game', () => {
  it('are read from the lines that say so; null when none does', () => {
    const lines = [line(0, 30, true), line(1, 34, true), line(2, 10, false), line(3, 50)];
    const prior = buildLeaguePrior(seasonSums(lines), () => null);
    expect(prior.startMinutes).toEqual({ starter: 32, bench: 10 });
    const plain = [line(0, 30), line(1, 10)];
    expect(buildLeaguePrior(seasonSums(plain), () => null).startMinutes).toBeNull();
  });
});

describe('projectPlayer with starts', () => {
  const bench = Array.from({ length: 12 }, (_, i) => line(i, 12, false));
  const others = Array.from({ length: 12 }, (_, i) => ({
    ...line(i, 30, true),
    playerId: 2,
  }));
  const prior = buildLeaguePrior(seasonSums([...bench, ...others]), () => null);
  const input = (lines: GameLine[]): PlayerInput => ({
    lines,
    seasonsBack: back(lines),
    position: null,
    group: null,
    teamGamesBefore: lines.length,
    gamesLeft: 20,
  });

  it('raises a promoted reserve’s rest-of-season minutes, not her next game’s', () => {
    const promoted = [...bench, line(12, 14, true), line(13, 15, true)];
    const asBench = [...bench, line(12, 14, false), line(13, 15, false)];
    const a = projectPlayer(input(promoted), prior, defaultParams);
    const b = projectPlayer(input(asBench), prior, defaultParams);
    expect(a.ros.minutes.mean).toBeGreaterThan(b.ros.minutes.mean + 1);
    expect(a.ros.pts.mean).toBeGreaterThan(b.ros.pts.mean);
    expect(a.next.minutes.mean).toBe(b.next.minutes.mean);
  });

  it('without starts in the data, projects exactly as without the parameter', () => {
    const plain = [...bench, line(12, 14), line(13, 15)].map((l) => {
      const { starter: _, ...rest } = l;
      return rest;
    });
    const noStarts = buildLeaguePrior(seasonSums(plain), () => null);
    const off: ModelParams = { ...defaultParams, minutes: { ...defaultParams.minutes } };
    delete off.minutes.starts;
    expect(projectPlayer(input(plain), noStarts, defaultParams)).toEqual(
      projectPlayer(input(plain), noStarts, off),
    );
  });
});

describe('the walk-forward with starts: no look-ahead', () => {
  it("starts on or after an as-of date move nothing of that date's projections", () => {
    const season: GameLine[] = [];
    for (let g = 0; g < 50; g++) {
      const date = new Date(Date.UTC(2024, 5, 1 + g)).toISOString().slice(0, 10);
      [34, 30, 26, 22, 18, 12, 8].forEach((m, i) =>
        season.push({ ...testLine(i + 1, g, m), date, starter: i < 5 }),
      );
    }
    // From June 16 on, player 6 starts and player 5 comes off the bench.
    const changed = season.map((l) =>
      l.date >= '2024-06-16' && (l.playerId === 5 || l.playerId === 6)
        ? { ...l, starter: l.playerId === 6, minutes: l.playerId === 6 ? 28 : 10 }
        : l,
    );
    const rows = walkForwardRows;
    const a = rows(season);
    const b = rows(changed);
    const early = (rs: ScoredRow[]) =>
      rs
        .filter((r) => r.asOf < '2024-06-16')
        .map((r) => [r.asOf, r.playerId, r.stat, r.horizon, r.model, r.p10, r.p90]);
    expect(early(a).length).toBeGreaterThan(0);
    expect(early(b)).toEqual(early(a));
    // A later date does read them: player 6's minutes rise.
    const later = (rs: ScoredRow[]) =>
      rs.find(
        (r) =>
          r.asOf >= '2024-06-20' &&
          r.playerId === 6 &&
          r.stat === 'minutes' &&
          r.horizon === 'rest_of_season',
      )!.model;
    expect(later(b)).toBeGreaterThan(later(a));
  });
});
