import type { ProjectedStat } from '@hoopdex/contract';
import { countRange } from './count-distribution';
import { walkAverageDays } from './drift-time';
import { absenceSums } from './absence';
import { gamesPlayed } from './games-played';
import type { LeaguePrior } from './league-prior';
import { logitRange, normalRange } from './normal';
import { scaleOf, type ModelParams } from './params';
import { recencyWeights } from './recency-weights';
import { gameShareRange } from './share-distribution';
import { startMinutes } from './starts';
import { shrink, weightedSums, type Shrunk } from './shrinkage';
import {
  rateStats,
  shareStatKeys,
  shareStats,
  type AttemptStat,
  type GameLine,
  type Predictive,
  type RateStat,
  type ShareStat,
} from './types';

type CountStat = RateStat | AttemptStat;

export type ProjectionBasis = 'season' | 'earlier_seasons' | 'league_prior';

export interface PlayerInput {
  /** Her games in this league before as-of, oldest first (this season's and earlier ones'). */
  lines: readonly GameLine[];
  /** Seasons back of each line (0: the season projected). */
  seasonsBack: readonly number[];
  position: string | null;
  /** A college class, for the minutes of a player without games (null for pros). */
  group: string | null;
  /** Her team (her last game's), whose minutes she shares (team-minutes.ts). */
  teamId?: number | null;
  /** The team's games this season before as-of, and left after it. */
  teamGamesBefore: number;
  gamesLeft: number;
  /**
   * Days from the team's last game before as-of to each of its games left, when the schedule is
   * known (drift-time.ts; else they are taken as evenly spaced at a pro team's pace).
   */
  futureDays?: readonly number[];
  /**
   * The team's games this season since her last one before as-of (0: she played its last game):
   * a run of games without her is evidence of a smaller role (a coach's decision leaves no line).
   */
  absentGames?: number;
  /**
   * The factor of her rest-of-season minutes that shares the team's minutes among its players
   * (team-minutes.ts; 1 or absent: her own projection alone).
   */
  rosMinutesFactor?: number;
}

export interface PlayerProjection {
  basis: ProjectionBasis;
  gamesBefore: number;
  /** The share of the team's games left she is expected to play (team-minutes.ts reads it). */
  availability: number;
  next: Record<ProjectedStat, Predictive>;
  ros: Record<ProjectedStat, Predictive>;
}

const MAX_MINUTES = 60;
/** A regulation game's minutes: the cap of a season's minutes per game. */
const GAME_MINUTES = 40;

/** Her games before as-of: the season's count, her lines' columns and their recency weights. */
function readLines(input: PlayerInput, p: ModelParams) {
  const { lines, seasonsBack } = input;
  const gamesBefore = seasonsBack.filter((b) => b === 0).length;
  const column = (k: keyof GameLine) => lines.map((l) => l[k] as number);
  const minutes = column('minutes');
  const weights = (halfLife: number, discount = p.seasonDiscount) =>
    recencyWeights(seasonsBack, halfLife, discount);
  return { gamesBefore, column, minutes, weights };
}

/**
 * Her minutes per game played: recent form shrunk toward a newcomer's minutes. For the rest of
 * the season the team's games she missed since her last one count too (absence.ts): a 0-minute
 * game each, worth `absenceWeight` of a game played. Not for the next game (decision 0026).
 */
function minutesMeanOf(
  input: PlayerInput,
  prior: LeaguePrior,
  p: ModelParams,
  read: ReturnType<typeof readLines>,
  halfLife: number,
  withAbsence = false,
): Shrunk {
  const m0 = prior.newcomerMinutes(input.group);
  const absent = read.gamesBefore > 0 ? (input.absentGames ?? 0) : 0;
  const s = weightedSums(
    read.weights(halfLife),
    read.minutes,
    read.minutes.map(() => 1),
  );
  const sp = p.minutes.starts;
  if (sp && sp.games > 0 && read.gamesBefore > 0 && (withAbsence || sp.next)) {
    const m = startMinutes(
      input.lines,
      input.seasonsBack,
      prior.startMinutes,
      halfLife,
      p.seasonDiscount,
      sp,
    );
    if (m !== null) {
      s.events += sp.games * m;
      s.exposure += sp.games;
    }
  }
  const a = withAbsence ? absenceSums(absent, halfLife, p.minutes.absenceWeight ?? 0) : null;
  if (a) {
    s.events *= a.age;
    s.exposure = s.exposure * a.age + a.exposure;
  }
  return shrink(s.events, s.exposure, m0, p.minutes.priorGames);
}

/** The share of the team's games she plays, shrunk toward the availability prior. */
const availabilityOf = (input: PlayerInput, p: ModelParams, gamesBefore: number) =>
  shrink(gamesBefore, input.teamGamesBefore, p.availability.prior, p.availability.priorGames);

/**
 * What her team's minutes read of her (team-minutes.ts): her own rest-of-season minutes per game
 * played and her availability, without projecting her statistics (the team pass reads every
 * player of a league before the projections proper). Null before her first game of the season.
 */
export function ownRosMinutes(input: PlayerInput, prior: LeaguePrior, p: ModelParams) {
  const read = readLines(input, p);
  if (read.gamesBefore === 0) return null;
  return {
    minutes: minutesMeanOf(input, prior, p, read, p.minutes.rosHalfLife, true).value,
    availability: availabilityOf(input, p, read.gamesBefore).value,
  };
}

/** Projects one player's next game and rest-of-season averages (pure: data in, numbers out). */
export function projectPlayer(
  input: PlayerInput,
  prior: LeaguePrior,
  p: ModelParams,
): PlayerProjection {
  const { lines, seasonsBack } = input;
  const read = readLines(input, p);
  const { gamesBefore, column, minutes, weights } = read;
  const basis: ProjectionBasis =
    gamesBefore > 0 ? 'season' : lines.length > 0 ? 'earlier_seasons' : 'league_prior';

  const mNext = minutesMeanOf(input, prior, p, read, p.minutes.halfLife);
  const mOwn = minutesMeanOf(input, prior, p, read, p.minutes.rosHalfLife, true);
  const mRos = { ...mOwn, value: mOwn.value * (input.rosMinutesFactor ?? 1) };
  // Game-to-game minutes variance: the player's around her form, shrunk to the league's.
  const wVar = weights(20);
  let sq = 0;
  let wsum = 0;
  for (let i = 0; i < minutes.length; i++) {
    sq += (wVar[i] as number) * ((minutes[i] as number) - mNext.value) ** 2;
    wsum += wVar[i] as number;
  }
  const varM =
    (sq + p.minutes.varianceGames * prior.minutesVariance) / (wsum + p.minutes.varianceGames);

  // How well her role this season is known: her minutes level this season is last season's (or
  // a newcomer's) moved by a change of sd `roleChange`, read through this season's games (a
  // normal–normal posterior; the games counted as the recency weights count them, Kish's
  // effective number (Σw)² / Σw²).
  const roleKnown = (halfLife: number) => {
    let s1 = 0;
    let s2 = 0;
    const w = weights(halfLife);
    for (let i = 0; i < w.length; i++) {
      if (seasonsBack[i] !== 0) continue;
      s1 += w[i] as number;
      s2 += (w[i] as number) ** 2;
    }
    const games = s2 > 0 ? (s1 * s1) / s2 : 0;
    return 1 / (1 / p.minutes.roleChange ** 2 + games / varM);
  };
  const roleNext = p.minutes.roleChange ? roleKnown(p.minutes.halfLife) : 0;
  const roleRos = p.minutes.roleChange ? roleKnown(p.minutes.rosHalfLife) : 0;

  // Games she will play of those left (beta-binomial: absences come in spells).
  const played = availabilityOf(input, p, gamesBefore);
  const games = gamesPlayed(input.gamesLeft, played.value, p.availability.concentration);
  const invM = games.inverseMean;
  // How far her level may drift over the rest of the season: a random walk in calendar time
  // (injuries, form and roles move by the week, not by the game), worth the drift parameters'
  // variance at `driftDays`; with `driftDays` 0 a constant, whatever the time left.
  const driftTime = p.driftDays
    ? walkAverageDays(input.futureDays, input.gamesLeft) / p.driftDays
    : 1;

  const next = {} as Record<ProjectedStat, Predictive>;
  const ros = {} as Record<ProjectedStat, Predictive>;
  // Make rates: a beta posterior (the league's rate worth K attempts, then her own attempts).
  const shares = {} as Record<ShareStat, Shrunk>;
  for (const stat of shareStatKeys) {
    const [madeKey, triedKey] = shareStats[stat];
    const sp = p.shares[stat];
    const s = weightedSums(weights(sp.halfLife), column(madeKey), column(triedKey));
    shares[stat] = shrink(s.events, s.exposure, prior.share(stat), sp.priorAttempts);
  }
  const directRate = (stat: CountStat, halfLife: number) => {
    const rp = p.rates[stat];
    const s = weightedSums(weights(halfLife, rp.seasonDiscount), column(stat), minutes);
    const r0 = prior.rate(stat, mRos.value, input.position);
    const post = shrink(s.events, s.exposure, r0, rp.priorMinutes);
    // Gamma posterior of a Poisson rate, widened by the stat's dispersion.
    return { rate: post.value, variance: (rp.dispersion * post.value) / post.exposure };
  };
  const rateOf = (stat: CountStat, halfLife: number) => {
    const direct = directRate(stat, halfLife);
    if (!p.composite || (stat !== 'three_pm' && stat !== 'pts')) return direct;
    // Made shots are attempts times a make rate: the attempts settle fast, the make rate
    // slowly, so each is shrunk on its own (threes made = 3PA rate × shrunk 3P %).
    const threes = directRate('three_pa', halfLife).rate * shares.three_point_percent.value;
    if (stat === 'three_pm') return { ...direct, rate: threes };
    const fgm = directRate('fga', halfLife).rate * shares.fg_percent.value;
    const ftm = directRate('fta', halfLife).rate * shares.ft_percent.value;
    return { ...direct, rate: 2 * fgm + threes + ftm };
  };
  /** One game's count: its mean and variance with minutes and rate uncertain. */
  const gameMoments = (stat: CountStat) => {
    const rp = p.rates[stat];
    const r = rateOf(stat, rp.halfLife);
    const m = mNext.value;
    const mean = r.rate * m;
    const variance =
      rp.dispersion * mean + r.rate ** 2 * (varM + roleNext) + r.variance * (m * m + varM);
    return { mean, variance };
  };

  for (const stat of rateStats) {
    const g = gameMoments(stat);
    const scaled = g.variance * scaleOf(p, 'next', stat);
    const v = p.poissonFloor ? Math.max(g.mean, scaled) : scaled;
    next[stat] = { mean: g.mean, ...countRange(g.mean, v) };

    const rp = p.rates[stat];
    const r = rateOf(stat, rp.rosHalfLife);
    const m = mRos.value;
    const mean = r.rate * m;
    // Within a game (averaged over the games she plays) and between: what her true per-game
    // level over the rest of the season may be (rate and role uncertain, and drifting).
    const within = rp.dispersion * mean + r.rate ** 2 * varM;
    const roleVar =
      varM / (wsum + p.minutes.varianceGames) + roleRos + driftTime * p.minutes.drift ** 2;
    const between = r.variance * m * m + r.rate ** 2 * roleVar + driftTime * (rp.drift * mean) ** 2;
    const perGame = (invM * within + between) * scaleOf(p, 'ros', stat);
    const n = 1 / invM;
    ros[stat] = { mean, ...countRange(mean * n, perGame * n * n, n) };
  }

  // Minutes: continuous (ESPN rounds them), roughly normal around the role.
  {
    const sdNext = Math.sqrt(
      (varM + varM / (wsum + p.minutes.priorGames) + roleNext) * scaleOf(p, 'next', 'minutes'),
    );
    next.minutes = { mean: mNext.value, ...normalRange(mNext.value, sdNext, 0, MAX_MINUTES) };
    const roleVar =
      varM / (wsum + p.minutes.varianceGames) + roleRos + driftTime * p.minutes.drift ** 2;
    // A season's minutes are a share of 40-minute games, normal on its logit: a starter near
    // 35 has room to lose minutes and little to gain, a reserve near 5 the other way round, and
    // a 20-minute role moves most. 2023, by quarter of projected minutes, low to high: the
    // symmetric normal held 79, 66, 80, 95 % of outcomes; this 69, 75, 83, 93 % (interval
    // score 1.587 -> 1.542; 2022 1.747 -> 1.676).
    const sdRos = Math.sqrt((invM * varM + roleVar) * scaleOf(p, 'ros', 'minutes'));
    ros.minutes = { mean: mRos.value, ...logitRange(mRos.value, sdRos, GAME_MINUTES) };
  }

  // Percentages: a beta posterior of the make rate, its n the attempts she will take.
  for (const stat of shareStatKeys) {
    const triedKey = shareStats[stat][1];
    const post = shares[stat];
    const share = post.value;
    const attempts = gameMoments(triedKey);
    const kappa = post.exposure / scaleOf(p, 'next', stat);
    next[stat] = {
      mean: 100 * share,
      ...scaled(gameShareRange(attempts.mean, attempts.variance, share, kappa)),
    };
    const totalAttempts = Math.max(1, attempts.mean * games.mean);
    const variance = share * (1 - share) * (1 / totalAttempts + 1 / (post.exposure + 1));
    const sd = Math.sqrt(variance * scaleOf(p, 'ros', stat));
    ros[stat] = { mean: 100 * share, ...scaled(normalRange(share, sd, 0, 1)) };
  }
  return { basis, gamesBefore, availability: played.value, next, ros };
}

const scaled = (r: { p10: number; p90: number }) => ({ p10: 100 * r.p10, p90: 100 * r.p90 });
