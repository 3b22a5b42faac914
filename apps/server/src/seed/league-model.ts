import type { LeagueCode } from './leagues-gen';
import type { Position } from './positions';

/**
 * One model of basketball for the demo world: each league's published per-team-game figures
 * (docs/decisions/0016-demo-world-model.md gives the sources). A game hands out each team total
 * to the players on the floor by minutes, position and usage, so the league averages come out
 * of the simulation whatever the rosters look like, and a big night is one of many shots.
 */
export interface LeagueFigures {
  /** Regulation length of a game in minutes: 48 (NBA, G League) or 40 (NCAA, WNBA). */
  gameMinutes: number;
  /** Disqualification: 6 fouls in the pros, 5 in the NCAA. */
  foulOut: number;
  /** Per team per game. */
  pts: number;
  fga: number;
  tpa: number;
  fta: number;
  fgPct: number;
  tpPct: number;
  ftPct: number;
  oreb: number;
  dreb: number;
  ast: number;
  stl: number;
  blk: number;
  tov: number;
  pf: number;
}

export const leagueFigures: Record<LeagueCode, LeagueFigures> = {
  // NBA 2023-24 regular season (Basketball-Reference league averages; AP season wrap: 114.2).
  nba: {
    gameMinutes: 48,
    foulOut: 6,
    pts: 114.2,
    fga: 89.2,
    tpa: 35.1,
    fta: 21.7,
    fgPct: 0.474,
    tpPct: 0.366,
    ftPct: 0.784,
    oreb: 10.6,
    dreb: 33.0,
    ast: 26.7,
    stl: 7.5,
    blk: 5.1,
    tov: 13.6,
    pf: 18.5,
  },
  // NBA G League 2023-24 regular season (G League stats site, league totals per team game).
  gleague: {
    gameMinutes: 48,
    foulOut: 6,
    pts: 115.3,
    fga: 91.0,
    tpa: 38.5,
    fta: 24.5,
    fgPct: 0.47,
    tpPct: 0.345,
    ftPct: 0.76,
    oreb: 11.5,
    dreb: 34.0,
    ast: 25.5,
    stl: 8.8,
    blk: 5.4,
    tov: 15.5,
    pf: 20.5,
  },
  // NCAA Division I men 2023-24 (NCAA statistics, national per-team-game averages).
  ncaam: {
    gameMinutes: 40,
    foulOut: 5,
    pts: 72.5,
    fga: 58.0,
    tpa: 22.3,
    fta: 19.0,
    fgPct: 0.44,
    tpPct: 0.34,
    ftPct: 0.715,
    oreb: 9.6,
    dreb: 25.4,
    ast: 13.5,
    stl: 6.5,
    blk: 3.3,
    tov: 11.8,
    pf: 17.0,
  },
  // NCAA Division I women 2023-24 (NCAA statistics, national per-team-game averages).
  ncaaw: {
    gameMinutes: 40,
    foulOut: 5,
    pts: 65.5,
    fga: 59.5,
    tpa: 19.5,
    fta: 16.5,
    fgPct: 0.41,
    tpPct: 0.31,
    ftPct: 0.705,
    oreb: 10.5,
    dreb: 25.5,
    ast: 13.8,
    stl: 8.2,
    blk: 3.3,
    tov: 15.5,
    pf: 16.5,
  },
};

/** 2P% implied by the league's FG%, 3P% and shot mix. */
export function twoPct(f: LeagueFigures): number {
  const fgm = f.fga * f.fgPct;
  const tpm = f.tpa * f.tpPct;
  return (fgm - tpm) / (f.fga - f.tpa);
}

export interface PositionShape {
  /** Per-minute shares of the team total, relative to an average player (1). */
  fga: number;
  fta: number;
  oreb: number;
  dreb: number;
  ast: number;
  stl: number;
  blk: number;
  tov: number;
  pf: number;
  /** Share of a player's shots from three, relative to the league's 3PA/FGA. */
  threeRate: number;
  /** Shooting offsets from the league's percentages. */
  twoPct: number;
  tpPct: number;
  ftPct: number;
}

// From NBA and NCAA splits by position (guards take the threes and make the passes, centres
// take the rebounds, blocks and free throws and finish at the rim).
export const positionShapes: Record<Position, PositionShape> = {
  Guard: {
    fga: 1.05,
    fta: 0.9,
    oreb: 0.5,
    dreb: 0.72,
    ast: 1.6,
    stl: 1.15,
    blk: 0.45,
    tov: 1.15,
    pf: 0.85,
    threeRate: 1.3,
    twoPct: -0.035,
    tpPct: 0.01,
    ftPct: 0.04,
  },
  Forward: {
    fga: 1.0,
    fta: 0.95,
    oreb: 1.0,
    dreb: 1.05,
    ast: 0.75,
    stl: 1.0,
    blk: 0.95,
    tov: 0.9,
    pf: 1.0,
    threeRate: 0.95,
    twoPct: 0,
    tpPct: -0.005,
    ftPct: -0.01,
  },
  Center: {
    fga: 0.85,
    fta: 1.35,
    oreb: 2.3,
    dreb: 1.65,
    ast: 0.5,
    stl: 0.7,
    blk: 2.5,
    tov: 0.85,
    pf: 1.35,
    threeRate: 0.3,
    twoPct: 0.075,
    tpPct: -0.03,
    ftPct: -0.08,
  },
};
