import { describe, expect, it } from 'vitest';
import type { LineExpectation } from './box-score';
import { Rng } from './random';
import { shareShots, teamShots } from './schedule-gen';

const exp = (fga: number): LineExpectation => ({
  minutes: 30,
  fga,
  fta: 0,
  oreb: 0,
  dreb: 0,
  ast: 0,
  stl: 0,
  blk: 0,
  tov: 0,
  pf: 0,
});

describe('a team’s shots in a game', () => {
  it('hands out exactly the team’s shots, more to the busier shooter and the hot night', () => {
    const rng = new Rng(7);
    const exps = [exp(18), exp(9), exp(9), exp(3)];
    const totals = [0, 0, 0, 0];
    for (let game = 0; game < 400; game += 1) {
      const shares = shareShots(rng, 89, exps, [1, 1.4, 1, 1]);
      expect(shares.reduce((s, n) => s + n, 0)).toBe(89);
      expect(Math.min(...shares)).toBeGreaterThanOrEqual(0);
      shares.forEach((n, i) => (totals[i]! += n));
    }
    const [star, hot, cold, bench] = totals as [number, number, number, number];
    expect(star).toBeGreaterThan(hot);
    expect(hot).toBeGreaterThan(cold * 1.25);
    expect(cold).toBeGreaterThan(bench * 2);
  });

  it('spreads a team’s shots by about 4 % of the expectation, not by a Poisson sum of ten players', () => {
    const rng = new Rng(11);
    const draws = Array.from({ length: 2000 }, () => teamShots(rng, 89));
    const mean = draws.reduce((s, n) => s + n, 0) / draws.length;
    const sd = Math.sqrt(draws.reduce((s, n) => s + (n - mean) ** 2, 0) / draws.length);
    expect(Math.abs(mean - 89)).toBeLessThan(0.5);
    expect(sd).toBeGreaterThan(3);
    expect(sd).toBeLessThan(5);
  });
});
