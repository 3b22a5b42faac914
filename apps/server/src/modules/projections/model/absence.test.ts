import { describe, expect, it } from 'vitest';
import { absenceSums, absentGames } from './absence';
import { gamesPlayed } from './games-played';
import { buildLeaguePrior, seasonSums } from './league-prior';
import { defaultParams } from './params';
import { projectPlayer } from './project-player';
import { recencyWeights } from './recency-weights';
import type { GameLine } from './types';
import { testLine } from './test-line';

// The rest-of-season pieces of decision 0026's fourth follow-up: the games a player missed, and
// the games she will play of those left as a beta-binomial.

const line = (i: number, minutes: number): GameLine => testLine(1, i, minutes);

describe('absentGames', () => {
  it("counts the team's games after her last one (none when she played the last)", () => {
    const team = ['2024-06-01', '2024-06-03', '2024-06-05', '2024-06-07'];
    expect(absentGames(team, '2024-06-07')).toBe(0);
    expect(absentGames(team, '2024-06-03')).toBe(2);
    expect(absentGames(team, undefined)).toBe(0);
  });
});

describe('absenceSums', () => {
  it('is the weights a run of 0-minute games would add, and ages her games by the run', () => {
    expect(absenceSums(0, 6, 0.05)).toBeNull();
    expect(absenceSums(3, 6, 0)).toBeNull();
    const a = absenceSums(3, 6, 0.05)!;
    // The same as recency weights over her games with 3 newer ones in front.
    const w = recencyWeights([0, 0, 0, 0], 6, 0.5);
    expect(a.age).toBeCloseTo(w[0]! / w[3]!, 12);
    expect(a.exposure).toBeCloseTo(0.05 * (w[3]! + w[2]! + w[1]!), 12);
  });

  it('lowers her rest-of-season minutes after a run of missed games, not her next game', () => {
    const lines = Array.from({ length: 10 }, (_, i) => line(i, 30));
    const league = buildLeaguePrior(seasonSums(lines), () => null);
    const input = {
      lines,
      seasonsBack: lines.map(() => 0),
      position: null,
      group: null,
      teamGamesBefore: 18,
      gamesLeft: 20,
    };
    const there = projectPlayer(input, league, defaultParams);
    const away = projectPlayer({ ...input, absentGames: 8 }, league, defaultParams);
    expect(away.ros.minutes.mean).toBeLessThan(there.ros.minutes.mean - 1);
    expect(away.ros.minutes.mean).toBeGreaterThan(15); // a 0.05 share of a game each, not 0
    expect(away.next.minutes.mean).toBe(there.next.minutes.mean);
  });
});

describe('gamesPlayed as a beta-binomial', () => {
  it('tends to the binomial as κ grows', () => {
    const binomial = gamesPlayed(20, 0.7);
    const near = gamesPlayed(20, 0.7, 1e7);
    expect(near.mean).toBeCloseTo(binomial.mean, 4);
    expect(near.inverseMean).toBeCloseTo(binomial.inverseMean, 4);
  });

  it('is a probability distribution: its mean matches a brute-force sum, given m ≥ 1', () => {
    const [n, a, k] = [12, 0.8, 2];
    // P(m) ∝ C(n, m) B(m + α, n − m + β), by direct products.
    const lbeta = (x: number, y: number) => lgamma(x) + lgamma(y) - lgamma(x + y);
    const p = Array.from({ length: n + 1 }, (_, m) =>
      Math.exp(
        lgamma(n + 1) - lgamma(m + 1) - lgamma(n - m + 1) + lbeta(m + a * k, n - m + (1 - a) * k),
      ),
    );
    const some = p.slice(1).reduce((s, x) => s + x, 0);
    const mean = p.reduce((s, x, m) => s + x * m, 0) / some;
    const inverse = p.slice(1).reduce((s, x, i) => s + x / (i + 1), 0) / some;
    const g = gamesPlayed(n, a, k);
    expect(g.mean).toBeCloseTo(mean, 8);
    expect(g.inverseMean).toBeCloseTo(inverse, 8);
  });

  it('absences in spells: fewer games likely, so a wider average than the binomial', () => {
    expect(gamesPlayed(30, 0.85, 2).inverseMean).toBeGreaterThan(
      1.15 * gamesPlayed(30, 0.85).inverseMean,
    );
  });
});

/** ln Γ(x) by Stirling's series after shifting x above 10 (tests only). */
function lgamma(x: number): number {
  let shift = 0;
  while (x < 10) shift -= Math.log(x++);
  return (
    shift +
    (x - 0.5) * Math.log(x) -
    x +
    0.5 * Math.log(2 * Math.PI) +
    1 / (12 * x) -
    1 / (360 * x ** 3) +
    1 / (1260 * x ** 5)
  );
}
