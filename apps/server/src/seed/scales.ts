import type { LeagueCode } from './leagues-gen';

export interface ScaleConfig {
  teams: Record<LeagueCode, number>;
  roster: Record<LeagueCode, number>;
  /** Total players; the ones beyond the rosters are unattached prospects (no team, no games). */
  players: number;
  creators: number;
  playerCreators: number;
  shows: number;
  content: number;
  /** Share of players with gear and with timeline events. */
  gearShare: number;
  timelineShare: number;
}

export const scales: Record<'demo' | 'large', ScaleConfig> = {
  demo: {
    teams: { nba: 30, gleague: 28, ncaam: 50, ncaaw: 50 },
    roster: { nba: 15, gleague: 14, ncaam: 13, ncaaw: 13 },
    players: 0,
    creators: 170,
    playerCreators: 100,
    shows: 40,
    content: 5_400,
    gearShare: 0.6,
    timelineShare: 0.6,
  },
  // Benchmark size: college leagues get D-I-like team counts; box scores cover every rostered
  // player (about 16,000), the other ~84,000 players are unattached prospects without games.
  large: {
    teams: { nba: 30, gleague: 30, ncaam: 350, ncaaw: 350 },
    roster: { nba: 15, gleague: 15, ncaam: 15, ncaaw: 15 },
    players: 100_000,
    creators: 2_000,
    playerCreators: 1_500,
    shows: 40,
    content: 1_000_000,
    gearShare: 0.2,
    timelineShare: 0.2,
  },
};
