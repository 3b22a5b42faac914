import { boxScoreColumns } from '@hoopdex/contract';
import { describe, expect, it } from 'vitest';
import { baseRow, csvOf, type CsvRow } from './box-score-fixture';
import { parseBoxScores } from './parse-box-scores';

// The parser and row checks alone, no database.
describe('parseBoxScores', () => {
  it('reads a file into numbers, with the file line of each row', () => {
    const parsed = parseBoxScores(csvOf([{}, { player: 'omar-opp' }]));
    expect(parsed).toEqual({
      ok: true,
      lines: [
        { line: 2, row: { ...baseRow, player: 'nia-new' } },
        { line: 3, row: { ...baseRow, player: 'omar-opp' } },
      ],
    });
  });

  it('accepts a BOM, LF line ends, blank lines, padded cells, headers in any case and order', () => {
    const header =
      'PTS, Game_Date ,league,home_team,away_team,home_score,away_score,player,team,minutes,fgm,fga,three_pm,three_pa,ftm,fta,oreb,dreb,reb,ast,st,blks,turnovers,fouls';
    const row = ' 20 ,2025-01-10,nba,BOS,POR,110,100,nia-new,BOS,30,8,15,2,5,2,2,1,4,5,3,1,0,2,3';
    const parsed = parseBoxScores(`\uFEFF${header}\n\n${row}\n`);
    expect(parsed.ok && parsed.lines.map((l) => [l.line, l.row.pts, l.row.game_date])).toEqual([
      [3, 20, '2025-01-10'],
    ]);
  });

  it('keeps quoted commas, quotes and line breaks inside their cell', () => {
    const parsed = parseBoxScores(
      csvOf([{ team: 'Trail Blazers, Portland', player: 'say "hi",\nthere' }]),
    );
    expect(parsed.ok && parsed.lines[0]?.row).toMatchObject({
      team: 'Trail Blazers, Portland',
      player: 'say "hi",\nthere',
    });
  });

  it('treats formula-looking text as text', () => {
    const parsed = parseBoxScores(csvOf([{ player: '=SUM(A1:A9)', team: '@cmd', pts: '+20' }]));
    expect(parsed).toEqual({
      ok: false,
      errors: [{ msg: 'must be a whole number', param: 'line 2: pts' }],
    });
    const ok = parseBoxScores(csvOf([{ player: '=SUM(A1:A9)', team: '-2+3' }]));
    expect(ok.ok && ok.lines[0]?.row.player).toBe('=SUM(A1:A9)');
  });

  it('checks that a line adds up, naming each wrong cell', () => {
    const parsed = parseBoxScores(csvOf([{ fgm: 8, fga: 7, three_pm: 6, three_pa: 5, reb: 9 }]));
    expect(!parsed.ok && parsed.errors.map((e) => e.param)).toEqual([
      'line 2: fgm',
      'line 2: three_pm',
      'line 2: reb',
      'line 2: pts',
    ]);
  });

  it('reads the optional starter column: 1/0 or true/false in any case, empty as not known', () => {
    const cells = ['1', '0', 'TRUE', 'false', ''];
    const rows = cells.map((starter) => ({ starter }) as Partial<CsvRow>);
    const parsed = parseBoxScores(csvOf(rows, [...boxScoreColumns, 'starter']));
    expect(parsed.ok && parsed.lines.map((l) => l.row.starter)).toEqual([
      true,
      false,
      true,
      false,
      undefined,
    ]);
    const bad = parseBoxScores(
      csvOf([{ starter: 'yes' } as Partial<CsvRow>], [...boxScoreColumns, 'starter']),
    );
    expect(!bad.ok && bad.errors).toEqual([
      { msg: 'must be 1, 0, true or false', param: 'line 2: starter' },
    ]);
  });

  it('refuses impossible dates, out-of-range numbers and the same team twice', () => {
    const errs = (r: Parameters<typeof csvOf>[0][number]) => {
      const p = parseBoxScores(csvOf([r]));
      return p.ok ? [] : p.errors.map((e) => e.param);
    };
    expect(errs({ game_date: '2025-13-01' })).toEqual(['line 2: game_date']);
    expect(errs({ game_date: '10/01/2025' })).toEqual(['line 2: game_date']);
    expect(errs({ minutes: 91 })).toEqual(['line 2: minutes']);
    expect(errs({ fouls: '2.5' })).toEqual(['line 2: fouls']);
    expect(errs({ away_team: 'boston celtics' })).toEqual(['line 2: away_team']);
  });

  it('reports a malformed file, a missing column, an empty file and a ragged row by line', () => {
    expect(parseBoxScores('')).toEqual({
      ok: false,
      errors: [{ msg: 'the file is empty', param: 'line 1' }],
    });
    const unclosed = parseBoxScores(`${csvOf([{}])}"2025-01-10,nba`);
    expect(unclosed).toEqual({
      ok: false,
      errors: [{ msg: 'a quoted cell is never closed', param: 'line 3' }],
    });
    const noRows = parseBoxScores(csvOf([]));
    expect(!noRows.ok && noRows.errors[0]?.msg).toBe('the file has no rows');
    const missing = parseBoxScores('game_date,league\n2025-01-10,nba\n');
    expect(!missing.ok && missing.errors.length).toBe(22);
    const ragged = parseBoxScores(`${csvOf([{}])}1,2,3\n`);
    expect(!ragged.ok && ragged.errors).toEqual([
      { msg: 'has 3 cells, the header 24', param: 'line 3' },
    ]);
  });
});
