import { leagueFigures, positionShapes, twoPct, type LeagueFigures } from './league-model';
import type { LeagueCode, LeagueSpec } from './leagues-gen';
import type { Rng } from './random';

import type { Position } from './positions';

export { positions, type Position } from './positions';

export type Tier = 'star' | 'starter' | 'rotation' | 'bench';

/**
 * A player's talent as per-36-minute rates and shooting odds, drawn around his league's figures
 * for his position and role. A game scales the rates of the players on the floor to the team's
 * totals (schedule-gen), so these say who gets the shots, not how many a team takes.
 */
export interface SkillProfile {
  /** Minutes he gets when he plays, before the game's minutes are shared out. */
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
  /** Fouls that end his game (6 in the pros, 5 in the NCAA). */
  foulOut: number;
}

/** Share of a game's length a role plays (college rotations are shorter and starters play more). */
const minuteShare: Record<'pro' | 'college', Record<Tier, number>> = {
  pro: { star: 0.78, starter: 0.64, rotation: 0.4, bench: 0.2 },
  college: { star: 0.86, starter: 0.74, rotation: 0.32, bench: 0.14 },
};
const playRates: Record<Tier, number> = { star: 0.95, starter: 0.94, rotation: 0.9, bench: 0.55 };
/** Shot and free-throw volume by role: a star takes about 1.6 times an average player's shots. */
const usageByTier: Record<Tier, number> = { star: 1.6, starter: 1.05, rotation: 0.9, bench: 0.78 };
const touchByTier: Record<Tier, number> = {
  star: 0.01,
  starter: 0,
  rotation: -0.01,
  bench: -0.025,
};

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

export function figuresOf(spec: Pick<LeagueSpec, 'code'>): LeagueFigures {
  return leagueFigures[spec.code as LeagueCode] ?? leagueFigures.nba;
}

export function skillProfile(
  rng: Rng,
  spec: LeagueSpec,
  position: Position,
  tier: Tier,
): SkillProfile {
  const f = figuresOf(spec);
  const shape = positionShapes[position];
  // Team totals per minute of one player, times 36.
  const per36 = (teamTotal: number) => (teamTotal / (5 * f.gameMinutes)) * 36;
  const jitter = (sd = 0.15) => clamp(rng.normal(1, sd), 0.55, 1.6);
  // G League teams spread their shots wider than NBA teams built around a star.
  const usage =
    usageByTier[tier] * jitter(0.12) * (spec.code === 'gleague' && tier === 'star' ? 0.88 : 1);
  const touch = touchByTier[tier];
  return {
    minutes: f.gameMinutes * minuteShare[spec.level][tier] * clamp(rng.normal(1, 0.07), 0.75, 1.2),
    playRate: playRates[tier],
    fga36: per36(f.fga) * shape.fga * usage,
    threeRate: clamp((f.tpa / f.fga) * shape.threeRate * jitter(0.25), 0, 0.75),
    twoPct: clamp(twoPct(f) + shape.twoPct + touch + rng.normal(0, 0.03), 0.35, 0.7),
    threePct: clamp(f.tpPct + shape.tpPct + touch + rng.normal(0, 0.03), 0.2, 0.46),
    fta36: per36(f.fta) * shape.fta * usage * jitter(0.2),
    ftPct: clamp(f.ftPct + shape.ftPct + rng.normal(0, 0.06), 0.45, 0.95),
    oreb36: per36(f.oreb) * shape.oreb * jitter(0.25),
    dreb36: per36(f.dreb) * shape.dreb * jitter(0.2),
    ast36: per36(f.ast) * shape.ast * jitter(0.25) * (tier === 'star' ? 1.3 : 1),
    stl36: per36(f.stl) * shape.stl * jitter(0.25),
    blk36: per36(f.blk) * shape.blk * jitter(0.35),
    tov36: per36(f.tov) * shape.tov * (0.5 + 0.5 * usage) * jitter(0.15),
    pf36: per36(f.pf) * shape.pf * jitter(0.2),
    foulOut: f.foulOut,
  };
}

/** A plain NBA starter, for test factories that need box scores without a roster. */
export function defaultProfile(): SkillProfile {
  return {
    minutes: 28,
    playRate: 1,
    fga36: 14,
    threeRate: 0.38,
    twoPct: 0.54,
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
    foulOut: 6,
  };
}
