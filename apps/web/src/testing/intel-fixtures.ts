import type { BigGame, Comp, GameLogRow, Riser } from '@hoopdex/contract';

const statPlayer = (n: number) => ({
  slug: `player-${n}`,
  firstname: 'Player',
  lastname: String(n),
  imageuri: null,
  team_name: `Team ${n}`,
  position: 'Guard',
  school_year: null,
});

/** Riser n of a list: rank n, points up 8.4 unless overridden. */
export function makeRiser(n: number, overrides: Partial<Riser> = {}): Riser {
  return {
    rank: n,
    player_id: 100 + n,
    league_id: 1,
    player: statPlayer(n),
    score: 3 - n / 10,
    week_start: '2026-02-22',
    week_end: '2026-02-28',
    games_week: 3,
    games_baseline: 12,
    performance_week: 18.2,
    performance_baseline: 11.4,
    top_move: { stat: 'pts', label: 'PTS', week_average: 22.5, baseline_average: 14.1, delta: 8.4 },
    ...overrides,
  };
}

export function makeRisers(count: number, start = 1): Riser[] {
  return Array.from({ length: count }, (_, i) => makeRiser(start + i));
}

export function makeComp(n: number, overrides: Partial<Comp> = {}): Comp {
  return {
    player_id: 200 + n,
    league_id: 1,
    league_name: 'NBA',
    player: statPlayer(n),
    similarity: 95 - n,
    matches: [
      { stat: 'pts', label: 'PTS', player_percentile: 91, comp_percentile: 89 },
      { stat: 'ast', label: 'AST', player_percentile: 72, comp_percentile: 70 },
      { stat: 'reb', label: 'REB', player_percentile: 40, comp_percentile: 44 },
    ],
    ...overrides,
  };
}

export function makeBigGame(overrides: Partial<BigGame> = {}): BigGame {
  return {
    id: 501,
    player_id: 9,
    league_id: 1,
    game_id: 77,
    game_date: '2026-02-20',
    player: statPlayer(9),
    opponent_name: 'Celtics',
    reasons: ['career_high_pts', 'double_double'],
    headline: '34 PTS, 11 REB, 5 AST',
    game_score: 31.2,
    pts: 34,
    reb: 11,
    ast: 5,
    st: 1,
    blks: 0,
    ...overrides,
  };
}

/** A game-log line (newest-first lists: pass a later date for an earlier index). */
export function makeGameLine(overrides: Partial<GameLogRow> = {}): GameLogRow {
  return {
    game_id: 1,
    game_date: '2026-02-20',
    season_id: 1,
    season_label: '2025-26',
    team_name: 'Lakers',
    opponent_name: 'Celtics',
    home: true,
    result: 'W',
    team_score: 110,
    opponent_score: 101,
    minutes: 34,
    pts: 20,
    ast: 5,
    reb: 7,
    oreb: 2,
    dreb: 5,
    st: 1,
    blks: 1,
    turnovers: 2,
    fouls: 3,
    fgm: 8,
    fga: 16,
    ftm: 3,
    fta: 4,
    three_pm: 1,
    three_pa: 4,
    game_score: 17.5,
    big_game: null,
    has_plays: false,
    ...overrides,
  };
}
