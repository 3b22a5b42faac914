import type { playerGameStats } from '../db/schema/index';
import type { Rng } from './random';
import type { SkillProfile } from './skill';

export type BoxScoreRow = typeof playerGameStats.$inferInsert;
export type BoxStats = Omit<
  BoxScoreRow,
  'id' | 'gameId' | 'playerId' | 'teamId' | 'leagueId' | 'seasonId' | 'gameDate'
>;

/** What a player is expected to put up in one game, before the night's luck. */
export interface LineExpectation {
  minutes: number;
  fga: number;
  fta: number;
  oreb: number;
  dreb: number;
  ast: number;
  stl: number;
  blk: number;
  tov: number;
  pf: number;
}

/** The counting stats a team's total is shared out over. */
export const sharedStats = [
  'fga',
  'fta',
  'oreb',
  'dreb',
  'ast',
  'stl',
  'blk',
  'tov',
  'pf',
] as const;

/** Expected counts for `minutes` from the per-36 rates. */
export function expectation(p: SkillProfile, minutes: number): LineExpectation {
  const m = minutes / 36;
  return {
    minutes,
    fga: p.fga36 * m,
    fta: p.fta36 * m,
    oreb: p.oreb36 * m,
    dreb: p.dreb36 * m,
    ast: p.ast36 * m,
    stl: p.stl36 * m,
    blk: p.blk36 * m,
    tov: p.tov36 * m,
    pf: p.pf36 * m,
  };
}

/**
 * One line from its expectation. Built from makes and attempts, so the invariants hold by
 * construction: fgm <= fga, three_pm <= three_pa <= fga, ftm <= fta, fouls <= foul-out,
 * pts = 2*(fgm - three_pm) + 3*three_pm + ftm, reb = oreb + dreb. A hot night moves shots,
 * free throws, touch, passes and boards together: 46 points come with the minutes, the shots
 * and the rebounds of a big night, not out of nowhere.
 */
export function drawLine(
  rng: Rng,
  p: SkillProfile,
  e: LineExpectation,
  form = drawForm(rng),
  /** His share of the team's shots (a game's box score); drawn from his own rate when absent. */
  shots?: number,
): BoxStats {
  // However hot, no one is expected to take more than 0.75 shots and 0.4 free throws a minute
  // (the NBA's busiest scorers take about 0.7 and 0.3), nor more than one shot a minute.
  const fga = Math.min(
    Math.ceil(e.minutes),
    shots ?? rng.poisson(Math.min(0.75 * e.minutes, e.fga * form)),
  );
  const threePa = rng.binomial(fga, p.threeRate);
  const touch = 0.97 + 0.03 * form;
  const threePm = rng.binomial(threePa, Math.min(0.6, p.threePct * touch));
  const twoPm = rng.binomial(fga - threePa, Math.min(0.75, p.twoPct * touch));
  const fta = rng.poisson(Math.min(0.4 * e.minutes, e.fta * form));
  const ftm = rng.binomial(fta, p.ftPct);
  const effort = 0.7 + 0.3 * form;
  const oreb = rng.poisson(e.oreb * effort);
  // A long night without a single board is a box-score error, not a game: drawn again.
  let dreb = rng.poisson(e.dreb * effort);
  for (let tries = 0; oreb + dreb === 0 && e.minutes >= 24 && tries < 3; tries += 1)
    dreb = rng.poisson(e.dreb * effort);
  return {
    minutes: Math.max(1, Math.round(e.minutes)),
    pts: 2 * twoPm + 3 * threePm + ftm,
    ast: rng.poisson(e.ast * (0.6 + 0.4 * form)),
    oreb,
    dreb,
    reb: oreb + dreb,
    st: rng.poisson(e.stl),
    blks: rng.poisson(e.blk),
    turnovers: rng.poisson(e.tov * (0.7 + 0.3 * form)),
    fouls: Math.min(p.foulOut, rng.poisson(e.pf)),
    fgm: twoPm + threePm,
    fga,
    ftm,
    fta,
    threePm,
    threePa,
  };
}

/** The night's form: a hot night brings more shots, a better touch and more minutes. */
export function drawForm(rng: Rng): number {
  return Math.min(1.65, Math.max(0.4, rng.normal(1, 0.22)));
}

/** A line for a player on his own (test factories), or null when he did not play. */
export function generateBoxScore(rng: Rng, p: SkillProfile): BoxStats | null {
  if (!rng.chance(p.playRate)) return null;
  const minutes = Math.min(48, Math.max(1, rng.normal(p.minutes, Math.max(3, p.minutes * 0.15))));
  return drawLine(rng, p, expectation(p, minutes));
}

/** Adds a made two (breaks a tied final score without breaking the invariants). */
export function addMadeTwo(line: BoxStats): void {
  line.fgm += 1;
  line.fga += 1;
  line.pts += 2;
}
