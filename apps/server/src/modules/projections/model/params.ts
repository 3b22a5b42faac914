import type { StartParams } from './starts';
import type { RateStat, ShareStat } from './types';

// The model's constants (docs/decisions/0026-projections.md says how they were chosen: on the
// WNBA 2023 backtest with 2022 as history; it lists every change that was also run on 2024).

export interface RateParams {
  /** Games after which a game's weight halves, for the next game / the rest of the season. */
  halfLife: number;
  rosHalfLife: number;
  /** Minutes of the league-role rate mixed in (Marcel's "regress with K of league average"). */
  priorMinutes: number;
  /** A game's variance over a Poisson's, given its minutes (points come in twos and threes). */
  dispersion: number;
  /** Share of the per-game rate the true rate may drift over the rest of a season (sd). */
  drift: number;
  /** This stat's own discount of earlier seasons (the model's when absent). */
  seasonDiscount?: number;
}

export interface ShareParams {
  halfLife: number;
  /** Attempts of the league's make rate mixed in (beta prior). */
  priorAttempts: number;
}

export interface ModelParams {
  /** Made shots (points, threes) as attempts × a make rate each shrunk on its own. */
  composite: boolean;
  /**
   * Days of a random walk (E[min(tᵢ, tⱼ)] over the games left, from the team's last game) at
   * which the drift terms are worth their sd; 0: the drift is a constant, whatever the time left.
   */
  driftDays: number;
  /** One game's count is never narrower than a Poisson of its mean (the scale cannot go below). */
  poissonFloor: boolean;
  /** Weight of a game one season back against one of this season at the same distance. */
  seasonDiscount: number;
  minutes: {
    halfLife: number;
    rosHalfLife: number;
    /** Games of the prior's minutes mixed in. */
    priorGames: number;
    /** Games of the league's game-to-game minutes variance mixed into the player's. */
    varianceGames: number;
    /** Sd (minutes) of how far a role may move over the rest of a season. */
    drift: number;
    /**
     * Sd (minutes) of how far a role moves from one season to the next (0: off): how uncertain
     * her role is until this season's games have said it.
     */
    roleChange: number;
    /** Weight of a team game she missed since her last one, as a 0-minute game (0: off). */
    absenceWeight?: number;
    /**
     * Rest of season: the team's minutes per game shared among its players (team-minutes.ts),
     * so their projected minutes × availability sum to a team game's (absent: each alone).
     */
    teamShare?: boolean;
    /**
     * Her minutes read through her starts (starts.ts): games of her start-conditioned minutes
     * mixed into her recent minutes, for the rest of the season (`next`: the next game too).
     * Absent, or a league without starts: as without them.
     */
    starts?: StartParams & { games: number; next?: boolean };
  };
  rates: Record<RateStat | 'fga' | 'three_pa' | 'fta', RateParams>;
  shares: Record<ShareStat, ShareParams>;
  /** Share of the team's games a player is taken to play before her own record says otherwise. */
  availability: {
    prior: number;
    priorGames: number;
    /** Beta-binomial κ of the games she plays of those left (absent: a binomial). */
    concentration?: number;
  };
  /**
   * Variance multipliers of the 80 % ranges, per stat and horizon, set so the 2023 backtest's
   * ranges held 80 % (calibration, Gneiting, Balabdaoui & Raftery 2007: sharpness subject to
   * calibration).
   */
  scale: { next: Record<string, number>; ros: Record<string, number> };
}

const rate = (
  priorMinutes: number,
  dispersion: number,
  halfLife = 20,
  rosHalfLife = 30,
  drift = 0.1,
): RateParams => ({ halfLife, rosHalfLife, priorMinutes, dispersion, drift });

export const defaultParams: ModelParams = {
  composite: false,
  // 2023's mean E[min(tᵢ, tⱼ)] over its as-of dates and teams (22.4 days): on 2023 the drift is
  // as large on average as the constant it replaced; 2022's is 19.9, 2024's 30.9 (its break).
  driftDays: 22,
  // Given her minutes a player's blocks are Poisson (variance over mean 0.98–1.03); calibrated
  // below a Poisson, a big's 3-block game fell outside every range.
  poissonFloor: true,
  seasonDiscount: 0.5,
  minutes: {
    halfLife: 3,
    rosHalfLife: 6,
    priorGames: 0.2,
    varianceGames: 8,
    drift: 3,
    roleChange: 9,
    // By the 2023 rest-of-season RMSE (points 10.0 -> 10.5 %, minutes 8.0 -> 9.3 %), 2022 as
    // the check (3.2 -> 4.7 %, 5.1 -> 7.7 %): 0.02-0.1 all gain on both, 0.25 and more lose.
    absenceWeight: 0.05,
    // The team's minutes shared (decision 0026, fifth follow-up): by the 2023 rest-of-season RMSE
    // points 10.5 -> 11.6 %, minutes 9.3 -> 9.8 %; 2022 as the check, interval scores equal or
    // better on every counting stat (points 4.7 -> 4.6 %, minutes 7.7 -> 8.7 %).
    teamShare: true,
    // Her starts (decision 0026, sixth follow-up): 2 games of her start-conditioned minutes, her
    // start share at a half-life of 1 game, each role's minutes shrunk with 3 games of the
    // league's. By the 2023 rest-of-season RMSE points 11.6 -> 11.9 %, minutes 9.8 -> 10.9 %;
    // 2022 as the check 4.6 -> 5.4 %, 8.7 -> 10.4 % (1-4 games, half-lives 1-4, 1-8 prior games
    // tried; every one gained minutes on both seasons).
    starts: { games: 2, shareHalfLife: 1, priorGames: 3 },
  },
  rates: {
    pts: rate(40, 2.2),
    reb: rate(40, 1.3),
    ast: rate(40, 1.3),
    three_pm: rate(40, 1.1),
    st: rate(80, 1.0),
    blks: rate(80, 1.2),
    turnovers: rate(160, 1.1),
    fga: rate(40, 1.2),
    three_pa: rate(40, 1.2),
    fta: rate(40, 1.8),
  },
  // FG 50 and FT 25 attempts (150 and 100 before): by RMSE on 2023, both horizons, 25–300 tried;
  // 2022 agrees (its best within 0.1 of these). Three-point percentage is flat from 100 to 500.
  shares: {
    fg_percent: { halfLife: 60, priorAttempts: 50 },
    three_point_percent: { halfLife: 80, priorAttempts: 250 },
    ft_percent: { halfLife: 80, priorAttempts: 25 },
  },
  // κ 2: the maximum-likelihood beta-binomial of the games played after each as-of date, 2022
  // and 2023 alike (games-played.ts).
  availability: { prior: 0.85, priorGames: 4, concentration: 2 },
  // Set by `tune-cli.ts calibrate 2023` (2022 as history), with `minutes.roleChange` at 9 (the
  // interval score of the 2022 and 2023 backtests pooled stops improving there: 4, 6, 9, 12, 18
  // tried; 2024 not read): each stat's 2023 ranges held 80 %. Recalibrated the same way when the
  // drift became a random walk in days (`driftDays`) and one game's count got its Poisson floor.
  // Below 1: the dispersions above overstate a game's spread. Next-game blocks calibrate to the
  // search's floor (0.05): the Poisson floor binds for every player, so they are a Poisson of the
  // mean. The next game's percentages are the beta-binomial with the make rate's own posterior
  // (1): calibration has no purchase there (0.05 to 1 moves 2023's coverage by 0.1–0.5 point,
  // all above 80 %), so the posterior is left as it is rather than set at the search's floor.
  // `ros.minutes` is on the logit scale (its sd the one at a 20-minute role). The `ros` scales
  // were set again the same way (2023 only) when the missed games (`absenceWeight`) and the
  // beta-binomial games left (`availability.concentration`) came in; `next` moved < 0.002, kept.
  // And again (2023 only) when the team's minutes came to be shared (`minutes.teamShare`);
  // `next` moved < 0.005, kept. And again (2023 only) when her starts came in (`minutes.starts`);
  // `next` moved < 0.01, kept.
  scale: {
    next: {
      pts: 1.344,
      reb: 0.769,
      ast: 0.779,
      three_pm: 0.823,
      st: 0.945,
      blks: 0.05,
      turnovers: 0.728,
      minutes: 0.71,
      fg_percent: 1,
      three_point_percent: 1,
      ft_percent: 1,
    },
    ros: {
      pts: 1.001,
      reb: 0.8,
      ast: 0.866,
      three_pm: 1.124,
      st: 0.849,
      blks: 0.71,
      turnovers: 0.659,
      minutes: 1.393,
      fg_percent: 0.922,
      three_point_percent: 1.029,
      ft_percent: 1.065,
    },
  },
};

/** A stat's variance multiplier for a horizon (1 when not calibrated). */
export const scaleOf = (p: ModelParams, horizon: 'next' | 'ros', stat: string) =>
  p.scale[horizon][stat] ?? 1;
