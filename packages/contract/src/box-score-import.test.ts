import { describe, expect, it } from 'vitest';
import { boxScoreRowSchema } from './box-score-import';

const row = {
  game_date: '2025-01-10', league: 'nba', home_team: 'BOS', away_team: 'POR', home_score: '110',
  away_score: '100', player: 'nia-new', team: 'BOS', minutes: '30', pts: '20', fgm: '8', fga: '15',
  three_pm: '2', three_pa: '5', ftm: '2', fta: '2', oreb: '1', dreb: '4', reb: '5', ast: '3', st: '1',
  blks: '0', turnovers: '2', fouls: '3',
};
const paths = (r: object) => {
  const res = boxScoreRowSchema.safeParse(r);
  return res.success ? [] : res.error.issues.map((i) => i.path.join('.'));
};

describe('boxScoreRowSchema', () => {
  it('turns a consistent row of text cells into numbers', () => {
    const parsed = boxScoreRowSchema.parse(row);
    expect(parsed).toMatchObject({ pts: 20, fgm: 8, reb: 5, game_date: '2025-01-10', team: 'BOS' });
  });

  it('pts = 2·fgm + three_pm + ftm and reb = oreb + dreb', () => {
    expect(paths({ ...row, pts: '19' })).toEqual(['pts']);
    expect(paths({ ...row, reb: '4' })).toEqual(['reb']);
    expect(paths({ ...row, pts: '0', fgm: '0', fga: '0', three_pm: '0', three_pa: '0', ftm: '0', fta: '0' })).toEqual([]);
  });

  it('makes never exceed attempts; a three is a field goal', () => {
    expect(paths({ ...row, ftm: '3', pts: '21' })).toEqual(['ftm']);
    expect(paths({ ...row, three_pm: '9', three_pa: '9', pts: '27' })).toEqual(['three_pm']);
  });

  it('dates are real calendar days', () => {
    expect(paths({ ...row, game_date: '2024-02-29' })).toEqual([]);
    expect(paths({ ...row, game_date: '2025-02-29' })).toEqual(['game_date']);
  });
});
