import { describe, expect, it } from 'vitest';
import { coverage, weightedIntervalScore } from '../backtest/scoring';
import { asOfDates } from '../backtest/as-of-dates';
import { countPmf, countRange, latticeQuantile } from './count-distribution';
import { gamesPlayed } from './games-played';
import { buildLeaguePrior, seasonSums } from './league-prior';
import { logitRange, normalQuantile, normalRange } from './normal';
import { defaultParams } from './params';
import { projectPlayer } from './project-player';
import { recencyWeights } from './recency-weights';
import { betaBinomialPmf, gameShareRange } from './share-distribution';
import { shrink } from './shrinkage';
import type { GameLine } from './types';

const sum = (a: ArrayLike<number>) => Array.from(a).reduce((x, y) => x + y, 0);

describe('shrinkage toward a prior', () => {
  it('is the prior with no data, the data with much, and in between by exposure', () => {
    expect(shrink(0, 0, 0.5, 100).value).toBe(0.5);
    // 30 points in 60 minutes (0.5/min) against a prior of 0.3/min worth 60 minutes: halfway.
    expect(shrink(30, 60, 0.3, 60).value).toBeCloseTo(0.4, 12);
    expect(shrink(5000, 10_000, 0.3, 60).value).toBeCloseTo(0.5, 2);
    expect(shrink(30, 60, 0.3, 60).exposure).toBe(120);
  });
});

describe('recency weights', () => {
  it('count the newest game 1 and halve every half-life, and discount earlier seasons', () => {
    const w = recencyWeights([1, 0, 0, 0, 0], 2, 0.5);
    expect(w[4]).toBe(1);
    expect(w[2]).toBeCloseTo(0.5, 12);
    expect(w[0]).toBeCloseTo(0.25 * 0.5, 12); // four games back, one season back
  });
});

describe('count distributions and their ranges', () => {
  it.each([
    [0.3, 0.3],
    [0.3, 0.25],
    [2.5, 6],
    [18, 60],
    [400, 2500],
  ])(
    'mean %d, variance %d: the pmf has that mean, its 80-percent range holds exactly 0.8',
    (mean, variance) => {
      const pmf = countPmf(mean, variance);
      expect(sum(pmf)).toBeCloseTo(1, 6);
      expect(sum(Array.from(pmf, (p, k) => p * k))).toBeCloseTo(mean, mean > 100 ? 0 : 3);
      const p10 = latticeQuantile(pmf, 0.1);
      const p90 = latticeQuantile(pmf, 0.9);
      // Every whole count k is the cell [k, k+1): the range holds 80 % of the mass, not 74 or 96.
      const held = sum(Array.from(pmf, (p, k) => p * coverage({ lo: k, hi: k + 1 }, p10, p90)));
      expect(held).toBeCloseTo(0.8, 6);
    },
  );

  it('an average of n games is much narrower than one game', () => {
    const one = countRange(15, 50, 1);
    const avg = countRange(15 * 20, 20 * 50, 20);
    expect(avg.p90 - avg.p10).toBeLessThan((one.p90 - one.p10) / 3);
  });

  it('a percentage range mixes the attempts and holds 80 % of its cells', () => {
    const p = 0.45;
    const kappa = 300;
    const range = gameShareRange(8, 12, p, kappa);
    const attempts = countPmf(8, 12);
    const some = 1 - (attempts[0] as number);
    let held = 0;
    for (let n = 1; n < attempts.length; n++) {
      const makes = betaBinomialPmf(n, p, kappa);
      expect(sum(makes)).toBeCloseTo(1, 9);
      for (let m = 0; m <= n; m++) {
        const cell = { lo: m / (n + 1), hi: (m + 1) / (n + 1) };
        held +=
          ((attempts[n] as number) / some) *
          (makes[m] as number) *
          coverage(cell, range.p10, range.p90);
      }
    }
    expect(held).toBeCloseTo(0.8, 4);
  });

  it('the normal quantile is right to many places', () => {
    expect(normalQuantile(0.9)).toBeCloseTo(1.2815515655, 8);
    expect(normalQuantile(0.5)).toBeCloseTo(0, 12);
    expect(normalQuantile(0.01)).toBeCloseTo(-2.326347874, 7);
  });
});

describe("a season's minutes on the logit of their share of a game", () => {
  it('is the normal range at half a game, and leans toward the middle near either end', () => {
    const half = logitRange(20, 3, 40);
    const normal = normalRange(20, 3);
    expect(half.p10).toBeCloseTo(normal.p10, 0);
    expect(half.p90).toBeCloseTo(normal.p90, 0);
    const starter = logitRange(35, 3, 40);
    expect(35 - starter.p10).toBeGreaterThan(starter.p90 - 35); // more room to lose minutes
    expect(starter.p90).toBeLessThan(40);
    const reserve = logitRange(4, 3, 40);
    expect(reserve.p90 - 4).toBeGreaterThan(4 - reserve.p10);
    expect(reserve.p10).toBeGreaterThan(0);
  });
});

describe('games played of those left', () => {
  it('all of them when always available, fewer and a wider average when not', () => {
    expect(gamesPlayed(10, 0.999).inverseMean).toBeCloseTo(0.1, 2);
    const half = gamesPlayed(10, 0.5);
    expect(half.mean).toBeGreaterThan(4.9);
    expect(half.inverseMean).toBeGreaterThan(1 / half.mean); // Jensen
  });
});

describe('scores', () => {
  it('coverage credits the share of the outcome cell inside the range', () => {
    expect(coverage({ lo: 2, hi: 3 }, 0, 10)).toBe(1);
    expect(coverage({ lo: 2, hi: 3 }, 2.5, 10)).toBeCloseTo(0.5, 12);
    expect(coverage({ lo: 11, hi: 12 }, 0, 10)).toBe(0);
  });
  it('the weighted interval score is (α/2)·width inside, plus the miss outside', () => {
    // A point outcome (a thin cell) inside [2, 6]: 0.1 × 4.
    expect(weightedIntervalScore({ lo: 4, hi: 4 + 1e-12 }, 2, 6)).toBeCloseTo(0.4, 6);
    // At 8, two above the range: 0.1 × (4 + (2/0.2)·2) = 2.4.
    expect(weightedIntervalScore({ lo: 8, hi: 8 + 1e-12 }, 2, 6)).toBeCloseTo(2.4, 6);
  });
});

describe('as-of dates', () => {
  it('every 14 days from the third week to two weeks before the last game', () => {
    expect(asOfDates('2024-05-14', '2024-09-19')).toEqual([
      '2024-05-28',
      '2024-06-11',
      '2024-06-25',
      '2024-07-09',
      '2024-07-23',
      '2024-08-06',
      '2024-08-20',
      '2024-09-03',
    ]);
  });
});

const game = (i: number, over: Partial<GameLine> = {}): GameLine => ({
  playerId: 1,
  gameId: i,
  seasonId: 2,
  teamId: 1,
  date: `2024-06-${String(i + 1).padStart(2, '0')}`,
  minutes: 26 + 4 * (i % 3),
  pts: 20,
  reb: 8,
  ast: 4,
  three_pm: 2,
  st: 1,
  blks: 1,
  turnovers: 2,
  fgm: 7,
  fga: 15,
  three_pa: 5,
  ftm: 4,
  fta: 5,
  ...over,
});
const reserve = (id: number, season: number): GameLine[] =>
  Array.from({ length: 10 }, (_, i) => ({
    ...game(i),
    playerId: id,
    seasonId: season,
    minutes: 8 + 4 * (i % 3),
    pts: 4,
    reb: 2,
    ast: 1,
    three_pm: 0,
    fgm: 2,
    fga: 5,
    three_pa: 1,
    ftm: 0,
    fta: 0,
  }));
const league = buildLeaguePrior(seasonSums([...reserve(10, 2), ...reserve(11, 1)]), () => null);
const input = (lines: GameLine[], seasonsBack = lines.map(() => 0)) => ({
  lines,
  seasonsBack,
  position: null,
  group: null,
  teamGamesBefore: 10,
  gamesLeft: 20,
});

describe('projectPlayer', () => {
  it('with this season: between her form and the league role, nearer her form with more games', () => {
    const few = projectPlayer(input([game(0), game(1)]), league, defaultParams);
    const many = projectPlayer(
      input(Array.from({ length: 20 }, (_, i) => game(i))),
      league,
      defaultParams,
    );
    expect(few.basis).toBe('season');
    expect(many.ros.pts.mean).toBeGreaterThan(few.ros.pts.mean);
    expect(many.ros.pts.mean).toBeLessThanOrEqual(20);
    // Means inside their ranges; a count's or a percentage's rest-of-season range narrower than
    // one game's (minutes less so: a role may move over a season, decision 0026).
    for (const p of [few, many]) {
      for (const s of ['pts', 'reb', 'minutes', 'fg_percent'] as const) {
        expect(p.next[s].p10).toBeLessThanOrEqual(p.next[s].mean);
        expect(p.next[s].p90).toBeGreaterThanOrEqual(p.next[s].mean);
        // After two games her level itself is uncertain; after twenty far less.
        const narrower = p === many ? 2 : 1.2;
        if (s !== 'minutes')
          expect(p.ros[s].p90 - p.ros[s].p10).toBeLessThan(
            (p.next[s].p90 - p.next[s].p10) / narrower,
          );
      }
    }
  });

  it("her role is uncertain until this season's games have said it (minutes.roleChange)", () => {
    // A full earlier season at 20 minutes, then two or twenty games of this one.
    const lastSeason = Array.from({ length: 30 }, (_, i) => game(i, { minutes: 20 }));
    const withThis = (n: number) => {
      const thisSeason = Array.from({ length: n }, (_, i) => game(30 + i, { minutes: 20 }));
      return input(
        [...lastSeason, ...thisSeason],
        [...lastSeason.map(() => 1), ...thisSeason.map(() => 0)],
      );
    };
    const width = (r: { p10: number; p90: number }) => r.p90 - r.p10;
    const off = { ...defaultParams, minutes: { ...defaultParams.minutes, roleChange: 0 } };
    const early = projectPlayer(withThis(2), league, defaultParams);
    const late = projectPlayer(withThis(20), league, defaultParams);
    // Wider than without the term, and narrower with every game of this season that says it.
    expect(width(early.ros.minutes)).toBeGreaterThan(
      width(projectPlayer(withThis(2), league, off).ros.minutes) * 1.1,
    );
    expect(width(late.ros.minutes)).toBeLessThan(width(early.ros.minutes) * 0.9);
    expect(width(early.ros.pts)).toBeGreaterThan(width(late.ros.pts));
    // The means do not move: it is the range's term, not the mean's.
    expect(early.ros.minutes.mean).toBe(projectPlayer(withThis(2), league, off).ros.minutes.mean);
  });

  it('without a game this season: from earlier seasons, else the league prior, and says so', () => {
    const earlier = projectPlayer(input([game(0), game(1)], [1, 1]), league, defaultParams);
    expect(earlier.basis).toBe('earlier_seasons');
    expect(earlier.gamesBefore).toBe(0);
    const none = projectPlayer(input([]), league, defaultParams);
    expect(none.basis).toBe('league_prior');
    expect(none.next.minutes.mean).toBeCloseTo(12, 0); // a newcomer's minutes in this league
    expect(earlier.ros.pts.mean).toBeGreaterThan(none.ros.pts.mean);
  });

  it("one game's count is never narrower than a Poisson of its mean (params.poissonFloor)", () => {
    const p = projectPlayer(
      input(Array.from({ length: 20 }, (_, i) => game(i))),
      league,
      defaultParams,
    );
    const m = p.next.blks.mean;
    // A Poisson's 10th and 90th percentiles on S + U, read from its pmf.
    const poisson = countRange(m, m);
    expect(p.next.blks.p10).toBeCloseTo(poisson.p10, 6);
    expect(p.next.blks.p90).toBeCloseTo(poisson.p90, 6);
  });

  it('a break in the games left widens the rest-of-season range, not the mean (params.driftDays)', () => {
    const lines = Array.from({ length: 20 }, (_, i) => game(i));
    const even = Array.from({ length: 20 }, (_, k) => 3 * (k + 1));
    const withBreak = even.map((d, k) => (k >= 3 ? d + 30 : d));
    const plain = projectPlayer({ ...input(lines), futureDays: even }, league, defaultParams);
    const broken = projectPlayer({ ...input(lines), futureDays: withBreak }, league, defaultParams);
    const width = (r: { p10: number; p90: number }) => r.p90 - r.p10;
    for (const s of ['pts', 'reb', 'minutes'] as const) {
      expect(broken.ros[s].mean).toBe(plain.ros[s].mean);
      expect(width(broken.ros[s])).toBeGreaterThan(width(plain.ros[s]));
      expect(broken.next[s]).toEqual(plain.next[s]);
    }
  });

  it('percentages are 0–100 and stay inside it', () => {
    const p = projectPlayer(input([game(0, { fgm: 5, fga: 5 })]), league, defaultParams);
    for (const s of ['fg_percent', 'three_point_percent', 'ft_percent'] as const) {
      expect(p.next[s].p10).toBeGreaterThanOrEqual(0);
      expect(p.next[s].p90).toBeLessThanOrEqual(100);
      expect(p.ros[s].mean).toBeGreaterThan(0);
    }
  });
});
