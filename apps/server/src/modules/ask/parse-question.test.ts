import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseQuestion } from './parse-question';
import { readingNotation } from './reading-notation';

const questionSet = readFileSync(new URL('./question-set.txt', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => line.trim() && !line.startsWith('#'))
  .map((line) => {
    const [question = '', expected = ''] = line.split(' => ');
    return { question, expected: expected.trim() };
  });

describe('the public question set', () => {
  it('holds at least 200 distinct questions', () => {
    expect(new Set(questionSet.map((q) => q.question.toLowerCase())).size).toBeGreaterThanOrEqual(
      200,
    );
  });

  it.each(questionSet)('$question', ({ question, expected }) => {
    expect(readingNotation(parseQuestion(question))).toBe(expected);
  });
});

describe('parseQuestion', () => {
  it('reads the examples of the issue', () => {
    expect(parseQuestion('who leads NCAA guards in assists this season')).toMatchObject({
      intent: 'rank',
      league: 'ncaam',
      position: 'Guard',
      stats: ['ast'],
      dir: 'desc',
      interval: 'latest_season',
    });
    expect(parseQuestion('players averaging 20 and 10').thresholds).toEqual([
      { stat: 'pts', op: 'gte', value: 20 },
      { stat: 'reb', op: 'gte', value: 10 },
    ]);
  });

  it('keeps a class only with a college league (spec: Class only for NCAA leagues)', () => {
    expect(parseQuestion('top freshmen scorers in the nba')).toMatchObject({
      league: 'nba',
      schoolYear: null,
    });
    expect(parseQuestion('top freshmen scorers')).toMatchObject({
      league: 'ncaam',
      schoolYear: 'Freshman',
    });
  });

  it('ranks turnovers fewest first when "best" is asked and most first when "most" is', () => {
    expect(parseQuestion('best guards by turnovers').dir).toBe('asc');
    expect(parseQuestion('most turnovers').dir).toBe('desc');
    expect(parseQuestion('worst turnovers').dir).toBe('desc');
  });

  it('reads SQL and markup as words, never as anything else', () => {
    const p = parseQuestion("'; drop table players; -- <script>alert(1)</script> top scorers");
    expect(p.stats).toEqual(['pts']);
    expect(p.names).toContain('drop table');
    expect(p.names.join(' ')).toMatch(/script alert/);
    expect(parseQuestion('<b>').understood).toBe(false);
  });

  it('understands nothing in text without its vocabulary', () => {
    expect(parseQuestion('hello there')).toMatchObject({ understood: false, names: ['hello'] });
    expect(parseQuestion('')).toMatchObject({ understood: false, names: [], intent: 'rank' });
    expect(parseQuestion('?!?!')).toMatchObject({ understood: false, names: [] });
  });

  it('reads only the first 300 characters', () => {
    const long = `${'x'.repeat(300)} points`;
    expect(parseQuestion(long).stats).toEqual([]);
  });

  it('reads "most valuable" as a ranking by Hoopdex Value (issue 33)', () => {
    expect(readingNotation(parseQuestion('most valuable WNBA players'))).toBe(
      'by=value league=wnba',
    );
    expect(readingNotation(parseQuestion('who is the most valuable guard in the WNBA'))).toBe(
      'by=value league=wnba pos=Guard',
    );
    expect(readingNotation(parseQuestion('top 10 by value'))).toBe('by=value limit=10');
    // "least valuable" is read (and then said to be outside what Ask ranks), never turned around.
    expect(parseQuestion('least valuable players')).toMatchObject({ measure: 'value', dir: 'asc' });
    // The MVP stays the award for play: Game Score, not the Value.
    expect(parseQuestion('mvp')).toMatchObject({ measure: 'stats', stats: ['performance'] });
  });

  it('reads "projected" and "the rest of the season" as a projected ranking (issue 32)', () => {
    expect(readingNotation(parseQuestion('projected points leaders in the WNBA'))).toBe(
      'by=projected league=wnba stat=pts',
    );
    expect(readingNotation(parseQuestion('who will score the most the rest of the season'))).toBe(
      'by=projected stat=pts',
    );
    // "will" alone is no future: a stop word (and a first name).
    expect(parseQuestion('top scorers this season').measure).toBe('stats');
    expect(parseQuestion('projected value leaders').measure).toBe('value');
  });

  it('is deterministic', () => {
    const q = 'top 5 ncaa freshmen guards averaging 15 and 5 last week';
    expect(parseQuestion(q)).toEqual(parseQuestion(q));
  });
});
