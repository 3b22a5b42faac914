import { describe, expect, it } from 'vitest';
import { walkForwardRows } from '../backtest/test-rows';
import { buildLeaguePrior, seasonSums } from './league-prior';
import { defaultParams, type ModelParams } from './params';
import { projectPlayer, type PlayerInput } from './project-player';
import {
  minutesPerTeamGame,
  shareTeamMinutes,
  teamMinutesFactors,
  type RosterMember,
} from './team-minutes';
import type { GameLine } from './types';
import { testLine } from './test-line';

// The team's minutes shared among its players (decision 0026, fifth follow-up).

const line = testLine;

const expected = (roster: readonly RosterMember[], minutes: readonly number[]) =>
  roster.reduce((t, r, i) => t + r.availability * minutes[i]!, 0);

describe('shareTeamMinutes', () => {
  const roster: RosterMember[] = [
    { minutes: 34, availability: 0.95 },
    { minutes: 31, availability: 0.9 },
    { minutes: 28, availability: 1 },
    { minutes: 25, availability: 0.85 },
    { minutes: 22, availability: 0.9 },
    { minutes: 18, availability: 0.8 },
    { minutes: 12, availability: 0.7 },
    { minutes: 8, availability: 0.6 },
    { minutes: 5, availability: 0.5 },
  ];

  it("sums the roster's expected minutes to a team game's, whichever way it was off", () => {
    for (const team of [190, 200, 203.5, 215]) {
      const shared = shareTeamMinutes(roster, team);
      expect(expected(roster, shared)).toBeCloseTo(team, 6);
      // The order of the roles is kept, and every share stays inside a game.
      for (let i = 1; i < shared.length; i++) expect(shared[i]!).toBeLessThan(shared[i - 1]!);
      for (const m of shared) expect(m).toBeLessThan(team / 5);
    }
  });

  it('when one role grows, the others shrink', () => {
    const before = shareTeamMinutes(roster, 200);
    const grown = roster.map((r, i) => (i === 4 ? { ...r, minutes: 32 } : r));
    const after = shareTeamMinutes(grown, 200);
    expect(after[4]!).toBeGreaterThan(before[4]!);
    for (const i of [0, 1, 2, 3, 5, 6, 7, 8]) expect(after[i]!).toBeLessThan(before[i]!);
  });

  it('a starter has little room to gain, a deep reserve little to lose (the logit scale)', () => {
    const moved = (team: number, i: number) =>
      Math.abs(roster[i]!.minutes - shareTeamMinutes(roster, team)[i]!);
    // Short of the team's minutes (159 expected): the 34-minute starter gains less than the
    // 18-minute player; over them, the 5-minute reserve loses less than the 18-minute player.
    expect(moved(190, 0)).toBeLessThan(moved(190, 5));
    expect(moved(140, 8)).toBeLessThan(moved(140, 5));
  });
});

describe('minutesPerTeamGame', () => {
  it("is the minutes played over the team-games they were played in (overtime's share in)", () => {
    const lines = [
      ...[40, 40, 40, 40, 40].map((m, i) => ({ gameId: 1, teamId: 1, minutes: m, i })),
      ...[45, 45, 45, 45, 45].map((m, i) => ({ gameId: 1, teamId: 2, minutes: m, i })),
      ...[30, 30, 30, 30, 30, 20, 15, 15].map((m, i) => ({ gameId: 2, teamId: 1, minutes: m, i })),
    ];
    expect(minutesPerTeamGame(lines)).toBeCloseTo((200 + 225 + 200) / 3, 10);
    expect(minutesPerTeamGame([])).toBeNull();
  });
});

describe('teamMinutesFactors', () => {
  // Two teams of seven over 12 games: team 1's rotation plays 200 minutes a game.
  const teamMinutes = [34, 32, 30, 28, 30, 26, 20];
  const lines: GameLine[] = [];
  for (let g = 0; g < 12; g++) {
    teamMinutes.forEach((m, i) => lines.push(line(i + 1, g, m, 1)));
    teamMinutes.forEach((m, i) => lines.push(line(i + 11, g + 100, m, 2)));
  }
  const league = buildLeaguePrior(seasonSums(lines), () => null);
  const inputOf = (own: GameLine[], teamId: number): PlayerInput => ({
    lines: own,
    seasonsBack: own.map(() => 0),
    position: null,
    group: null,
    teamId,
    teamGamesBefore: 12,
    gamesLeft: 20,
  });
  const inputs = (extra: number) =>
    [...new Set(lines.map((l) => l.playerId))].map((id) => {
      const own = lines.filter((l) => l.playerId === id);
      // Player 7's role grew over her last four games.
      const moved =
        id === 7 ? own.map((l, g) => (g >= 8 ? { ...l, minutes: 20 + extra } : l)) : own;
      return [id, inputOf(moved, own[0]!.teamId!)] as const;
    });

  it('holds each team to the minutes of its games: Σ projected minutes × availability', () => {
    for (const extra of [0, 12]) {
      const ins = inputs(extra);
      const factors = teamMinutesFactors(ins, 200, league, defaultParams);
      for (const team of [1, 2]) {
        let sum = 0;
        for (const [id, input] of ins) {
          if (input.teamId !== team) continue;
          const p = projectPlayer(
            { ...input, rosMinutesFactor: factors.get(id) },
            league,
            defaultParams,
          );
          sum += p.ros.minutes.mean * p.availability;
        }
        expect(sum).toBeCloseTo(200, 6);
      }
    }
  });

  it("a teammate's bigger role takes minutes from the others (not from the other team)", () => {
    const ros = (extra: number) => {
      const ins = inputs(extra);
      const factors = teamMinutesFactors(ins, 200, league, defaultParams);
      return new Map(
        ins.map(([id, input]) => [
          id,
          projectPlayer({ ...input, rosMinutesFactor: factors.get(id) }, league, defaultParams).ros
            .minutes.mean,
        ]),
      );
    };
    const before = ros(0);
    const after = ros(12);
    expect(after.get(7)!).toBeGreaterThan(before.get(7)! + 3);
    for (const id of [1, 2, 3, 4, 5, 6]) expect(after.get(id)!).toBeLessThan(before.get(id)!);
    for (const id of [11, 12, 13]) expect(after.get(id)!).toBeCloseTo(before.get(id)!, 10);
  });

  it('is off without `minutes.teamShare`, and without games to read a team game from', () => {
    const off: ModelParams = { ...defaultParams, minutes: { ...defaultParams.minutes } };
    delete off.minutes.teamShare;
    expect(teamMinutesFactors(inputs(0), 200, league, off).size).toBe(0);
    expect(teamMinutesFactors(inputs(0), null, league, defaultParams).size).toBe(0);
  });
});

describe('the walk-forward with the team share: no look-ahead', () => {
  it("nothing on or after an as-of date moves that date's projections", () => {
    // A season of two teams over 40 days; the second copy changes every line from the
    // midpoint on (minutes, a new player on team 1), which may only move later dates.
    const season: GameLine[] = [];
    for (let g = 0; g < 40; g++) {
      const date = `2024-06-${String((g % 30) + 1).padStart(2, '0')}`;
      const d = g < 30 ? date : `2024-07-${String(g - 29).padStart(2, '0')}`;
      teamMinutes4.forEach((m, i) => season.push({ ...line(i + 1, g, m, 1), date: d }));
      teamMinutes4.forEach((m, i) => season.push({ ...line(i + 11, g + 100, m, 2), date: d }));
    }
    const changed = season.map((l) =>
      l.date >= '2024-06-20' ? { ...l, minutes: l.playerId === 3 ? 5 : l.minutes + 2 } : l,
    );
    for (let g = 19; g < 40; g++) {
      changed.push({ ...line(99, g, 25, 1), date: season.find((l) => l.gameId === g)!.date });
    }
    const rows = walkForwardRows;
    const a = rows(season).filter((r) => r.asOf < '2024-06-20');
    const b = rows(changed).filter((r) => r.asOf < '2024-06-20');
    expect(a.length).toBeGreaterThan(0);
    // The projections (not the outcomes, which do change) are the same.
    expect(b.map((r) => [r.asOf, r.playerId, r.stat, r.horizon, r.model, r.p10, r.p90])).toEqual(
      a.map((r) => [r.asOf, r.playerId, r.stat, r.horizon, r.model, r.p10, r.p90]),
    );
  });
});

const teamMinutes4 = [36, 34, 30, 28, 26, 24, 22];

describe('a team whose box scores list some players only', () => {
  it("keeps its players' own minutes: a game of the data's length is shorter than they play", () => {
    // One player listed per game: the data's "team game" is her 30 minutes, a fifth of it 6.
    const roster = [{ minutes: 30, availability: 1 }];
    expect(shareTeamMinutes(roster, 30)).toEqual([30]);
  });
});
