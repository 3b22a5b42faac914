import { askAnswerSchema, envelope } from '@hoopdex/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import {
  seedQualificationFixture,
  type QualificationFixture,
} from '../stats/qualification-fixture';

// Ask under the qualification rule and with leagues it does not hold, on leagues built by the
// factories (an NBA and a WNBA of 4 team games each), not on the demo world.
let t: TestApp;
let nba: QualificationFixture;
let wnba: QualificationFixture;
beforeAll(async () => {
  t = await buildTestApp();
  nba = await seedQualificationFixture(t.db.db, 'nba');
  wnba = await seedQualificationFixture(t.db.db, 'wnba');
});
afterAll(() => t.close());

async function ask(q: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/ask?q=${encodeURIComponent(q)}` });
  expect(res.statusCode).toBe(200);
  return envelope(askAnswerSchema).parse(res.json()).data;
}

describe('Ask ranks qualified players', () => {
  it('top 3-point shooters: no 2-of-2 at 100 %, and the rule beside the rows', async () => {
    const a = await ask('top 5 three point shooters in the NBA');
    expect(a.rows.length).toBeGreaterThan(0);
    expect(a.rows.map((r) => r.slug)).not.toContain(undefined);
    expect(a.qualification).toMatchObject({ made_stat: 'three_pm', min_made: 4 });
    const ids = a.rows.map((r) => r.values.three_point_percent_average);
    expect(ids).not.toContain(100);
  });

  it('"best shooter" is a shooting percentage, not Game Score', async () => {
    const a = await ask('who is the best shooter');
    expect(a.reading?.sort.field).toBe('three_point_percent_average');
    expect(a.qualification?.made_stat).toBe('three_pm');
  });

  it('threshold questions filter on both stats and keep the rule', async () => {
    const a = await ask('players averaging 5 points and 2 rebounds');
    expect(a.reading?.filter).toMatchObject({ pts_average: { gte: 5 }, reb_average: { gte: 2 } });
    expect(a.rows.every((r) => (r.games_played ?? 0) >= (a.qualification?.min_games ?? 99))).toBe(true);
  });

  it('the WNBA is answered with WNBA players when Hoopdex holds it', async () => {
    const a = await ask('best rebounder in the WNBA');
    expect(a.reading).toMatchObject({ league: 'wnba', organization_id: wnba.leagueId, sort: { field: 'reb_average' } });
    expect(a.rows.length).toBeGreaterThan(0);
    expect(a.rows.map((r) => r.slug)).not.toContain(nba.oneGame);
  });

  it.each([
    ['best scorers in the EuroLeague', 'EuroLeague'],
    ['top rebounders in ncaawb', 'NCAAWB'],
    ['most assists in the g league', 'G League'],
  ])('%s: a league it does not hold is said plainly, not answered as the NBA', async (q, name) => {
    const a = await ask(q);
    expect(a.reading).toBeNull();
    expect(a.rows).toEqual([]);
    expect(a.answer).toBe(`Hoopdex does not cover the ${name}; it covers NBA and WNBA.`);
  });
});
