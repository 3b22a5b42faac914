import type { ShotZone } from '@hoopdex/contract';
import type { LeagueCode } from './leagues-gen';
import type { Rng } from './random';

/** A zone's share of its kind of shot (twos or threes) and its FG%. */
export interface ZoneFigure {
  share: number;
  fgPct: number;
}
export type TwoZone = 'rim' | 'paint' | 'mid_range';
export type ThreeZone = 'corner_three' | 'above_break_three';
export interface ZoneFigures {
  two: Record<TwoZone, ZoneFigure>;
  three: Record<ThreeZone, ZoneFigure>;
}

// Published league figures by zone (decision 0032 gives the sources): shares are of the twos or
// of the threes, so the box score's split of twos and threes (leagueFigures) is never changed.
// Zones are the shot chart's (decision 0021): rim = the restricted area (4 ft), paint = the rest
// of the lane, mid-range = any other two.
const nbaZones: ZoneFigures = {
  // NBA 2023-24, NBA.com/stats league shot locations (rounded): restricted area 30 % of FGA at
  // 65.5 %, paint (non-RA) 20 % at 44 %, mid-range 11 % at 41 %, corner threes 10 % at 39 %,
  // above the break 29 % at 35.5 %. As shares of the twos (61 %) and the threes (39 %):
  two: {
    rim: { share: 0.49, fgPct: 0.655 },
    paint: { share: 0.33, fgPct: 0.44 },
    mid_range: { share: 0.18, fgPct: 0.41 },
  },
  three: {
    corner_three: { share: 0.26, fgPct: 0.39 },
    above_break_three: { share: 0.74, fgPct: 0.355 },
  },
};

export const shotZoneFigures: Record<LeagueCode, ZoneFigures> = {
  nba: nbaZones,
  // The G League publishes no zone split we could find: the NBA's shares (same court), each
  // zone's FG% moved so the zones add up to the G League's own 2P% (56.2 %) and 3P% (34.5 %).
  gleague: {
    two: {
      rim: { share: 0.49, fgPct: 0.68 },
      paint: { share: 0.33, fgPct: 0.455 },
      mid_range: { share: 0.18, fgPct: 0.42 },
    },
    three: {
      corner_three: { share: 0.26, fgPct: 0.37 },
      above_break_three: { share: 0.74, fgPct: 0.337 },
    },
  },
  // NCAA D-I men, 2023-24 (hoop-math.com: ~36 % of shots at the rim at ~60 %, two-point
  // jumpers ~26 % at ~36 %; 3P% from the NCAA's national statistics). Less certain (± 2 pts).
  ncaam: {
    two: {
      rim: { share: 0.55, fgPct: 0.6 },
      paint: { share: 0.22, fgPct: 0.4 },
      mid_range: { share: 0.23, fgPct: 0.35 },
    },
    three: {
      corner_three: { share: 0.2, fgPct: 0.36 },
      above_break_three: { share: 0.8, fgPct: 0.335 },
    },
  },
  // NCAA D-I women, 2023-24 (Her Hoop Stats and hoop-math.com, rounded; the least certain).
  ncaaw: {
    two: {
      rim: { share: 0.5, fgPct: 0.55 },
      paint: { share: 0.25, fgPct: 0.38 },
      mid_range: { share: 0.25, fgPct: 0.33 },
    },
    three: {
      corner_three: { share: 0.2, fgPct: 0.33 },
      above_break_three: { share: 0.8, fgPct: 0.305 },
    },
  },
};

/** The zone figures of a league by its name (`nba` ...); any other league plays the NBA's. */
export function zoneFiguresOf(leagueName: string): ZoneFigures {
  return shotZoneFigures[leagueName.toLowerCase() as LeagueCode] ?? nbaZones;
}

/** Σ share × FG%: the two-point (or three-point) percentage the zones add up to. */
export function pctOf(zones: Record<string, ZoneFigure>): number {
  return Object.values(zones).reduce((sum, z) => sum + z.share * z.fgPct, 0);
}

/**
 * The zone of a shot whose result the box score already fixed. Makes and misses are drawn from
 * different mixes (Bayes: P(zone | made) ∝ share × FG%, P(zone | missed) ∝ share × (1 − FG%)),
 * so each zone's FG% comes out at its published figure while the line's makes stay the same.
 * Until issue 31 the zone ignored the result: every zone shot the league's 2P% (rim 58 %,
 * mid-range 53 % in the demo NBA).
 */
export function drawZone(rng: Rng, figures: ZoneFigures, three: boolean, made: boolean): ShotZone {
  const zones: Record<string, ZoneFigure> = three ? figures.three : figures.two;
  const weights = Object.entries(zones).map(
    ([zone, z]) => [zone as ShotZone, z.share * (made ? z.fgPct : 1 - z.fgPct)] as [ShotZone, number],
  );
  return rng.weighted(weights);
}
