import { describe, expect, it } from 'vitest';
import {
  closestStats,
  NearestK,
  PROFILE_SIZE,
  similarityOf,
  spread,
  writeProfile,
} from './comp-profile';

describe('comp profile', () => {
  it('has 11 percentiles, 3 position flags, height and weight', () => {
    expect(PROFILE_SIZE).toBe(16);
  });

  it('writes percentiles / 100, a weighted position flag and clipped body z-scores', () => {
    const out = new Float64Array(PROFILE_SIZE);
    const bodies = { height: { mean: 76, sd: 2 }, weight: { mean: 200, sd: 20 } };
    // Height 82 is z = 3, clipped to 2, / 4 = 0.5; weight 190 is z = -0.5, / 4 = -0.125.
    writeProfile(
      out,
      0,
      { position: 'Forward', pts_average_rating: 80, games_total_rating: 40 },
      { height: 82, weight: 190 },
      bodies,
    );
    // Rank-statistic order: pts ast fg% ft% 3pm reb stl blk tov games 3p%.
    expect([...out].map((v) => Math.round(v * 1000) / 1000)).toEqual([
      0.8,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0.4,
      0,
      0,
      0.707,
      0, // Guard Forward Center: √0.5 on Forward
      0.5,
      -0.125,
    ]);
  });

  it('maps distance to similarity: 0 → 100, √14 (the most) → 0, half of it → 50', () => {
    expect(similarityOf(0)).toBe(100);
    expect(similarityOf(14)).toBe(0);
    expect(similarityOf(3.5)).toBe(50);
  });

  it('spread: mean and sample sd of the known values', () => {
    const s = spread([70, 74, null]);
    expect(s.mean).toBe(72);
    expect(s.sd).toBeCloseTo(Math.sqrt(8), 10); // (4 + 4) / (2 − 1)
    expect(spread([null, 70])).toEqual({ mean: 70, sd: 0 });
  });

  it('matches: the 3 stats with the closest percentiles, ties in the spec order', () => {
    const a = {
      pts_average_rating: 90,
      ast_average_rating: 50,
      reb_average_rating: 70,
      st_average_rating: 10,
    };
    const b = {
      pts_average_rating: 88,
      ast_average_rating: 50,
      reb_average_rating: 40,
      st_average_rating: 10,
    };
    // Gaps: pts 2, ast 0, reb 30, stl 0, and 0 for every stat both lack (null → 0).
    expect(closestStats(a, b).map((m) => [m.stat, m.player_percentile, m.comp_percentile])).toEqual(
      [
        ['ast', 50, 50],
        ['fg_percent', 0, 0],
        ['ft_percent', 0, 0],
      ],
    );
  });

  it('NearestK keeps the k smallest, first seen first on ties', () => {
    const k = new NearestK(2);
    for (const [d, ref] of [
      [5, 0],
      [1, 1],
      [3, 2],
      [1, 3],
      [0.5, 4],
    ] as const)
      k.offer(d, ref);
    expect([k.d2, k.refs]).toEqual([
      [0.5, 1],
      [4, 1],
    ]);
  });
});
