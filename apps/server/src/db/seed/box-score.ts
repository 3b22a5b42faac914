import type { playerGameStats } from '../schema/index';
import type { Rng } from './random';
import type { SkillProfile } from './skill';

export type BoxScoreRow = typeof playerGameStats.$inferInsert;
export type BoxStats = Omit<
  BoxScoreRow,
  'id' | 'gameId' | 'playerId' | 'teamId' | 'leagueId' | 'seasonId' | 'gameDate'
>;

/**
 * One player's line for one game, or null when he did not play. Built from makes and attempts
 * so the invariants hold by construction: fgm <= fga, three_pm <= three_pa, three_pm <= fgm,
 * ftm <= fta, pts = 2*(fgm - three_pm) + 3*three_pm + ftm, reb = oreb + dreb.
 */
export function generateBoxScore(rng: Rng, p: SkillProfile): BoxStats | null {
  if (!rng.chance(p.playRate)) return null;
  const minutes = Math.round(
    Math.min(48, Math.max(1, rng.normal(p.minutes, Math.max(3, p.minutes * 0.18)))),
  );
  const m = minutes / 36;
  // A hot or cold night moves volume and touches together.
  const form = Math.max(0.4, rng.normal(1, 0.22));
  const fga = rng.poisson(p.fga36 * m * form);
  const threePa = rng.binomial(fga, p.threeRate);
  const threePm = rng.binomial(threePa, p.threePct * Math.min(1.25, form));
  const twoPm = rng.binomial(fga - threePa, p.twoPct * Math.min(1.15, 0.9 + form * 0.1));
  const fta = rng.poisson(p.fta36 * m * form);
  const ftm = rng.binomial(fta, p.ftPct);
  const oreb = rng.poisson(p.oreb36 * m);
  const dreb = rng.poisson(p.dreb36 * m);
  return {
    minutes,
    pts: 2 * twoPm + 3 * threePm + ftm,
    ast: rng.poisson(p.ast36 * m * form),
    oreb,
    dreb,
    reb: oreb + dreb,
    st: rng.poisson(p.stl36 * m),
    blks: rng.poisson(p.blk36 * m),
    turnovers: rng.poisson(p.tov36 * m),
    fouls: Math.min(6, rng.poisson(p.pf36 * m)),
    fgm: twoPm + threePm,
    fga,
    ftm,
    fta,
    threePm,
    threePa,
  };
}

/** Adds a made two (breaks a tied final score without breaking the invariants). */
export function addMadeTwo(line: BoxStats): void {
  line.fgm += 1;
  line.fga += 1;
  line.pts += 2;
}
