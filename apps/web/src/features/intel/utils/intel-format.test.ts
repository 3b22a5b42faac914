import { describe, expect, it } from 'vitest';
import { bigGameLabel, formatMove } from './intel-format';

describe('intel formats', () => {
  it('writes a move with its sign and label, fewer turnovers as a minus', () => {
    expect(formatMove({ delta: 8.4, label: 'PTS' })).toBe('+8.4 PTS');
    expect(formatMove({ delta: -1.2, label: 'TOV' })).toBe('-1.2 TOV');
    expect(formatMove({ delta: 0, label: 'AST' })).toBe('0.0 AST');
  });

  it('puts the big-game reasons in words, a triple-double replacing the double-double', () => {
    const line = { pts: 34, reb: 12, ast: 10, game_score: 35.25 };
    expect(bigGameLabel(['career_high_pts'], line)).toBe('Big game: career-high 34 PTS');
    expect(bigGameLabel(['top_game_score', 'double_double', 'triple_double'], line)).toBe(
      'Big game: top 1% Game Score (35.3), triple-double',
    );
    expect(bigGameLabel(['career_high_reb', 'career_high_ast', 'double_double'], line)).toBe(
      'Big game: career-high 12 REB, career-high 10 AST, double-double',
    );
  });

  it('says season high where the career before our data is unknown (decision 0032)', () => {
    const line = { pts: 35, reb: 9, ast: 11, game_score: 30 };
    expect(bigGameLabel(['season_high_pts', 'season_high_ast', 'double_double'], line)).toBe(
      'Big game: season-high 35 PTS, season-high 11 AST, double-double',
    );
    expect(bigGameLabel(['season_high_reb'], line)).toBe('Big game: season-high 9 REB');
  });
});
