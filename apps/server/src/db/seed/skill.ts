import type { LeagueSpec } from './leagues-gen';
import type { Rng } from './random';

/** A generated player's position (players-gen.ts draws it, the skill profile depends on it). */
export const positions = ['Guard', 'Forward', 'Center'] as const;
export type Position = (typeof positions)[number];

export type Tier = 'star' | 'starter' | 'rotation' | 'bench';

/** Per-36-minute rates and shooting odds: leaderboards look real because stars are stars. */
export interface SkillProfile {
  minutes: number;
  playRate: number;
  fga36: number;
  threeRate: number;
  twoPct: number;
  threePct: number;
  fta36: number;
  ftPct: number;
  oreb36: number;
  dreb36: number;
  ast36: number;
  stl36: number;
  blk36: number;
  tov36: number;
  pf36: number;
}

const byPosition: Record<
  Position,
  {
    three: number;
    two: number;
    ft: number;
    oreb: number;
    dreb: number;
    ast: number;
    stl: number;
    blk: number;
  }
> = {
  Guard: { three: 0.45, two: 0.5, ft: 0.82, oreb: 0.7, dreb: 3.6, ast: 5.8, stl: 1.4, blk: 0.3 },
  Forward: { three: 0.34, two: 0.52, ft: 0.76, oreb: 1.8, dreb: 6, ast: 3, stl: 1.1, blk: 0.8 },
  Center: { three: 0.1, two: 0.58, ft: 0.68, oreb: 3.3, dreb: 8.2, ast: 2.2, stl: 0.8, blk: 2 },
};

const byTier: Record<Tier, { minutes: number; play: number; usage: number }> = {
  star: { minutes: 34, play: 0.95, usage: 1.45 },
  starter: { minutes: 29, play: 0.93, usage: 1.05 },
  rotation: { minutes: 19, play: 0.88, usage: 0.9 },
  bench: { minutes: 9, play: 0.55, usage: 0.8 },
};

export function skillProfile(
  rng: Rng,
  spec: LeagueSpec,
  position: Position,
  tier: Tier,
): SkillProfile {
  const p = byPosition[position];
  const t = byTier[tier];
  const s = spec.scoring;
  const jitter = () => Math.max(0.5, rng.normal(1, 0.15));
  // Shooting odds drop less than volume in lower leagues; the talent gap shows in volume.
  const eff = 0.88 + 0.12 * s;
  const usage = t.usage * jitter();
  return {
    minutes: t.minutes * (spec.level === 'college' ? 0.95 : 1) * Math.max(0.7, rng.normal(1, 0.08)),
    playRate: t.play,
    fga36: 13.5 * usage * s,
    threeRate: Math.min(0.7, Math.max(0, p.three + rng.normal(0, 0.08))),
    twoPct: Math.min(0.68, (p.two + rng.normal(0, 0.035) + (tier === 'star' ? 0.03 : 0)) * eff),
    threePct: Math.min(
      0.46,
      Math.max(0.2, (position === 'Center' ? 0.3 : 0.36) + rng.normal(0, 0.035)) * eff,
    ),
    fta36: (3 + (position === 'Center' ? 1 : 0)) * usage * s,
    ftPct: Math.min(0.94, Math.max(0.5, p.ft + rng.normal(0, 0.06))),
    oreb36: p.oreb * jitter() * s,
    dreb36: p.dreb * jitter() * s,
    ast36: p.ast * jitter() * (tier === 'star' ? 1.3 : 1) * s,
    stl36: p.stl * jitter(),
    blk36: p.blk * jitter(),
    tov36: (1.2 + p.ast * 0.3) * usage,
    pf36: 3.2 * jitter(),
  };
}

/** A plain starter, for test factories that need box scores without a roster. */
export function defaultProfile(): SkillProfile {
  return {
    minutes: 28,
    playRate: 1,
    fga36: 14,
    threeRate: 0.35,
    twoPct: 0.52,
    threePct: 0.36,
    fta36: 4,
    ftPct: 0.78,
    oreb36: 1.5,
    dreb36: 5,
    ast36: 3.5,
    stl36: 1.1,
    blk36: 0.7,
    tov36: 2,
    pf36: 3,
  };
}
