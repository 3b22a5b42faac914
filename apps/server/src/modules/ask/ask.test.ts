import { askAnswerSchema, envelope } from '@hoopdex/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { seedStatsFixture, type StatsFixture } from '../stats/stats-fixture';

// Figures hand-computed from stats-fixture.ts, as in the leaderboard and stats tests.
let t: TestApp;
let fx: StatsFixture;
beforeAll(async () => {
  t = await buildTestApp();
  fx = await seedStatsFixture(t.db.db);
});
afterAll(() => t.close());

async function ask(q: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/ask?q=${encodeURIComponent(q)}` });
  expect(res.statusCode).toBe(200);
  return envelope(askAnswerSchema).parse(res.json());
}
const slugs = (a: { data: { rows: { slug: string }[] } }) => a.data.rows.map((r) => r.slug);

describe('GET /api/ask: rankings', () => {
  it('answers from the leaderboard when the leaderboard shows the question', async () => {
    const a = await ask('who leads the NBA in scoring');
    expect(a.data.answer).toBe(
      'Ann Archer leads NBA players with 20.0 points per game this season.',
    );
    expect(a.data.reading).toMatchObject({
      intent: 'rank',
      view: 'leaderboard',
      league: 'nba',
      organization_id: fx.nba,
      interval_code: 'latest_season',
      statistic: 'pts_average',
      sort: { field: 'pts_average', direction: 'desc' },
      filter: { games_played: { gte: 4 } },
    });
    // The NBA qualifies leaders on 70 % of the 5 team games: Bob (3) and Dee (2) do not.
    expect(a.data.rows.map((r) => [r.rank, r.slug, r.values.pts_average])).toEqual([
      [1, 'ann-archer', 20],
    ]);
    expect(a.rowCount).toBe(1);
    expect(a.data.qualification?.label).toBe('Qualified: 4+ games');
  });

  it('answers thresholds from the explorer, with the minimum games as a filter', async () => {
    const a = await ask('players averaging at least 10 points');
    expect(a.data.reading).toMatchObject({
      view: 'explorer',
      statistic: null,
      filter: { games_played: { gte: 4 }, pts_average: { gte: 10 } },
    });
    expect(slugs(a)).toEqual(['ann-archer']);
    expect(a.data.answer).toBe(
      'One of the NBA players has at least 10 points per game this season; Ann Archer leads NBA players with 20.0 points per game.',
    );
  });

  it('reads class, position and league, and the weekly interval', async () => {
    const fresh = await ask('top scoring ncaa freshmen');
    expect(fresh.data.reading).toMatchObject({
      league: 'ncaam',
      school_year: 'Freshman',
      view: 'leaderboard',
    });
    expect(slugs(fresh)).toEqual(['eve-egan']);
    const week = await ask('most rebounds last week');
    expect(week.data.reading).toMatchObject({ interval_code: 'lastweek' });
    expect(slugs(week)).toEqual(['bob-baker', 'ann-archer']);
    const guards = await ask('fewest turnovers among guards');
    expect(guards.data.reading).toMatchObject({
      position: 'Guard',
      view: 'leaderboard',
      sort: { direction: 'asc' },
    });
    expect(slugs(guards)).toEqual(['ann-archer']);
  });

  it('most turnovers is not the leaderboard order: the explorer shows it', async () => {
    const a = await ask('most turnovers');
    expect(a.data.reading).toMatchObject({
      view: 'explorer',
      sort: { field: 'turnovers_average', direction: 'desc' },
    });
    expect(slugs(a)[0]).toBe('ann-archer');
  });

  it('totals', async () => {
    const a = await ask('most total points this season');
    expect(a.data.reading).toMatchObject({
      view: 'explorer',
      sort: { field: 'pts_total' },
      mode: 'total',
    });
    expect(a.data.rows[0]?.values.pts_total).toBe(100);
  });

  it("the league's best single games", async () => {
    const a = await ask('most points in a game this season');
    expect(a.data.reading).toMatchObject({
      intent: 'best_game',
      view: 'leaderboard',
      statistic: 'pts_average',
    });
    expect(a.data.rows[0]).toMatchObject({
      slug: 'ann-archer',
      game: { date: '2025-03-04' },
      values: { pts_total: 30 },
    });
    // Competition ranks: equal points share a rank.
    const pts = a.data.rows.map((r) => r.values.pts_total);
    expect(a.data.rows.map((r) => r.rank)).toEqual(pts.map((v) => pts.indexOf(v) + 1));
  });

  it('answers and lists the words it could not place', async () => {
    const a = await ask('who leads the nba in scoring zzqx');
    expect(a.data.reading?.view).toBe('leaderboard');
    expect(a.data.unplaced).toEqual(['zzqx']);
  });
});

describe('GET /api/ask: players', () => {
  it("a player's line, with accent and typo tolerance", async () => {
    const a = await ask('ann archer points');
    expect(a.data.answer).toBe('Ann Archer averages 20.0 points per game this season (5 games).');
    expect(a.data.reading).toMatchObject({
      intent: 'player',
      view: 'player',
      players: [{ slug: 'ann-archer' }],
    });
    expect((await ask('eve egan stats')).data.reading?.players[0]?.slug).toBe('eve-egan');
    expect((await ask('Ann Archr assists')).data.reading?.players[0]?.slug).toBe('ann-archer');
  });

  it('the last N games from the game log', async () => {
    const a = await ask("ann archer's last 2 games");
    expect(a.data.rows.map((r) => [r.game?.date, r.values.pts_average])).toEqual([
      ['2025-03-10', 16],
      ['2025-03-04', 30],
    ]);
    expect(a.data.answer).toMatch(/^Ann Archer averages 23\.0 points, .* over the last 2 games\.$/);
    expect(a.data.reading?.last_games).toBe(2);
  });

  it('a best game by a stat', async () => {
    const a = await ask('most points Ann Archer scored in a game');
    expect(a.data.rows[0]).toMatchObject({
      rank: 1,
      game: { date: '2025-03-04' },
      values: { pts_total: 30 },
    });
    expect(a.data.answer).toMatch(
      /^Ann Archer's best game this season by points: 30 points against Beta on 2025-03-04\.$/,
    );
  });

  it('compares players, also when the names run together', async () => {
    const a = await ask('compare Ann Archer and Bob Baker in rebounds');
    expect(a.data.reading).toMatchObject({
      view: 'compare',
      players: [{ slug: 'ann-archer' }, { slug: 'bob-baker' }],
    });
    expect(a.data.answer).toBe(
      "Bob Baker leads with 9.7 rebounds per game this season, to Ann Archer's 4.8 rebounds per game.",
    );
    const b = await ask('compare archer baker');
    expect(b.data.reading?.players.map((p) => p.slug)).toEqual(['ann-archer', 'bob-baker']);
  });
});

describe('GET /api/ask: what it cannot read', () => {
  it('says which words it could not place and offers up to 3 close questions', async () => {
    const a = await ask('hello there zzqx');
    expect(a.data.reading).toBeNull();
    expect(a.data.unplaced).toEqual(['hello', 'zzqx']);
    expect(a.data.suggestions.length).toBeGreaterThan(0);
    expect(a.data.suggestions.length).toBeLessThanOrEqual(3);
    for (const s of a.data.suggestions) expect((await ask(s)).data.reading).not.toBeNull();
  });

  it('keeps the stat it understood in its suggestions', async () => {
    const a = await ask('rebounds over the last 5 games');
    expect(a.data.reading).toBeNull();
    expect(a.data.suggestions[0]).toMatch(/rebounds/);
  });

  it('SQL and markup are just words', async () => {
    const a = await ask("'; drop table players; -- <script>alert(1)</script>");
    expect(a.data.reading).toBeNull();
    expect((await ask('who leads the nba in scoring')).data.rows).toHaveLength(1);
  });

  it.each([
    ['no q', '', 'q'],
    ['301 characters', `q=${'a'.repeat(301)}`, 'q'],
  ])('400 on %s', async (_n, params, param) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/ask?${params}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].param).toBe(param);
  });

  it('is in the OpenAPI document, with its q parameter', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const params = doc.paths['/api/ask'].get.parameters as {
      name: string;
      schema: { maxLength: number };
    }[];
    expect(params.find((p) => p.name === 'q')?.schema.maxLength).toBe(300);
  });

  it('takes 300 characters', async () => {
    const a = await ask(`top scorers ${'x'.repeat(288)}`);
    expect(a.data.reading?.view).toBe('leaderboard');
  });
});
