import {
  chartRowSchema,
  envelope,
  gameLogRowSchema,
  leagueStatTotalsSchema,
  playerSeasonStatsSchema,
  playerStatsRowSchema,
} from '@hoopdex/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { seedStatsFixture, type StatsFixture } from './stats-fixture';

// Expected values are computed by hand from the box scores in stats-fixture.ts.
let t: TestApp;
let fx: StatsFixture;
beforeAll(async () => {
  t = await buildTestApp();
  fx = await seedStatsFixture(t.db.db);
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
async function stats(slug: string, interval = 'latest_season') {
  const res = await get(`/api/players/${slug}/stats?interval_id=${interval}`);
  expect(res.statusCode).toBe(200);
  return envelope(playerSeasonStatsSchema).parse(res.json()).data;
}
const q = (o: object) => encodeURIComponent(JSON.stringify(o));

describe('GET /api/players/:slug/stats (latest_season)', () => {
  it('averages, totals and made/attempted percentages of the current season only', async () => {
    const ann = await stats('ann-archer');
    expect(ann).toMatchObject({
      games_played: 5, // G0 of the previous season (50 pts) is not counted
      pts_total: 100,
      pts_average: 20,
      ast_total: 30,
      ast_average: 6,
      reb_total: 24,
      reb_average: 4.8,
      st_total: 7,
      blks_total: 2,
      turnovers_total: 12,
      turnovers_average: 2.4,
      fgm_total: 38,
      fgm_average: 7.6,
      ftm_total: 17,
      three_pm_total: 7,
      three_pm_average: 1.4,
      // 38/75, not the mean of per-game percentages (49.7)
      fg_percent_average: 50.7,
      fg_percent_total: 50.7,
      ft_percent_average: 81,
      three_point_percent_average: 31.8,
      performance: 16.7, // (16.3 + 5.0 + 27.4 + 16.1 + 18.9) / 5
    });
  });

  it('rates players as percentiles among qualified players, turnovers inverted', async () => {
    const [ann, bob, dee] = await Promise.all(
      ['ann-archer', 'bob-baker', 'dee-dunn'].map((s) => stats(s)),
    );
    // Rated: Ann, Bob, Dee (>= 2 games; most games 5, rule ceil(0.25 * 5) = 2).
    expect([dee!.pts_average_rating, bob!.pts_average_rating, ann!.pts_average_rating]).toEqual([
      33, 67, 100,
    ]);
    expect([dee!.reb_average_rating, ann!.reb_average_rating, bob!.reb_average_rating]).toEqual([
      33, 67, 100,
    ]);
    expect([
      ann!.turnovers_average_rating,
      bob!.turnovers_average_rating,
      dee!.turnovers_average_rating,
    ]).toEqual([33, 67, 100]);
    expect([ann!.turnovers_total_rating, dee!.turnovers_total_rating]).toEqual([33, 100]);
    expect([
      dee!.fg_percent_average_rating,
      ann!.fg_percent_average_rating,
      bob!.fg_percent_average_rating,
    ]).toEqual([33, 67, 100]);
    expect(ann!.fg_percent_total_rating).toBe(ann!.fg_percent_average_rating);
    expect([bob!.three_point_percent_average, bob!.three_point_percent_average_rating]).toEqual([
      0, 33,
    ]);
    expect([dee!.games_total_rating, bob!.games_total_rating, ann!.games_total_rating]).toEqual([
      33, 67, 100,
    ]);
    expect(bob).toMatchObject({
      reb_average: 9.7,
      ast_average: 2.3,
      fg_percent_average: 58.1,
      performance: 14.8,
    });
    expect(dee).toMatchObject({
      pts_average: 6.5,
      performance: 4,
      three_point_percent_average: 33.3,
    });
  });

  it('a player under the minimum games has figures but no ratings', async () => {
    const cy = await stats('cy-cole');
    expect(cy).toMatchObject({
      games_played: 1,
      pts_average: 6,
      ft_percent_average: 0,
      performance: 1.6,
    });
    expect(cy.three_point_percent_average).toBeNull(); // no attempts: no percentage
    expect(cy.pts_average_rating).toBeNull();
    expect(cy.games_total_rating).toBeNull();
  });

  it('a player without games has zero totals and null averages', async () => {
    const finn = await stats('finn-ford');
    expect(finn).toMatchObject({
      games_played: 0,
      pts_total: 0,
      pts_average: null,
      performance: null,
    });
  });
});

describe('GET /api/players/:slug/stats (lastweek)', () => {
  it('covers the 7 days ending on the league’s last game day, both ends included', async () => {
    const ann = await stats('ann-archer', 'lastweek');
    // G3 (03-04, first day) and G4 (03-10, last day); G2 (03-03) is one day outside.
    expect(ann).toMatchObject({
      games_played: 2,
      pts_total: 46,
      pts_average: 23,
      performance: 21.8,
    });
    const bob = await stats('bob-baker', 'lastweek');
    expect(bob).toMatchObject({
      games_played: 2,
      pts_total: 30,
      performance: 15.9,
      pts_average_rating: 50,
    });
    expect(ann.pts_average_rating).toBe(100);
    expect((await stats('cy-cole', 'lastweek')).games_played).toBe(0);
  });
});

describe('GET /api/players/:slug/graph and leagueStatTotalsByInterval', () => {
  it('chart rows pair the player with the league mean rating', async () => {
    const res = await get('/api/players/ann-archer/graph?interval_id=latest_season');
    const rows = envelope(z.array(chartRowSchema)).parse(res.json()).data;
    expect(rows).toHaveLength(12);
    expect(rows[0]).toEqual({
      label: 'PTS',
      average: 20,
      averagerating: 100,
      total: 100,
      totalrating: 100,
      leagueaveragerating: 66.7,
    });
  });

  it('league totals: sums, per player-game averages and league percentages', async () => {
    const res = await get(
      `/api/leagueStatTotalsByInterval?organization_id=${fx.nba}&interval_code=latest_season`,
    );
    expect(res.statusCode).toBe(200);
    const totals = envelope(leagueStatTotalsSchema).parse(res.json()).data;
    expect(totals).toMatchObject({
      start_date: '2024-10-01',
      end_date: '2025-06-30',
      player_count: 4,
      rated_player_count: 3,
      min_games: 2,
      games_played: 11,
      pts_total: 161,
      pts_average: 14.6,
      fg_percent_average: 50.8,
      pts_average_rating: 66.7,
    });
    const week = await get(
      `/api/leagueStatTotalsByInterval?organization_id=${fx.nba}&interval_code=lastweek`,
    );
    expect(week.json().data).toMatchObject({
      start_date: '2025-03-04',
      end_date: '2025-03-10',
      games_played: 4,
    });
  });

  it('defaults to the NBA league and 404s an unknown one', async () => {
    expect((await get('/api/leagueStatTotalsByInterval')).json().data.organization_id).toBe(fx.nba);
    expect((await get('/api/leagueStatTotalsByInterval?organization_id=99999')).statusCode).toBe(
      404,
    );
  });
});

describe('GET /api/players/:slug/games', () => {
  it('lists the current season newest first with game scores, paged', async () => {
    const res = await get('/api/players/ann-archer/games?limit=2');
    const body = envelope(z.array(gameLogRowSchema)).parse(res.json());
    expect(body.rowCount).toBe(5);
    expect(body.data[0]).toMatchObject({
      game_date: '2025-03-10',
      game_score: 16.1,
      opponent_name: 'Beta',
      home: true,
      result: 'W',
    });
    const last = (await get('/api/players/ann-archer/games?limit=2&offset=4')).json();
    expect(last.data.map((g: { game_date: string }) => g.game_date)).toEqual(['2025-01-15']);
    const bob = (await get('/api/players/bob-baker/games?limit=1')).json().data[0];
    expect(bob).toMatchObject({
      home: false,
      opponent_name: 'Alpha',
      result: 'L',
      game_score: 25.3,
    });
  });

  it('takes another season by id', async () => {
    const res = (await get(`/api/players/ann-archer/games?season=${fx.oldSeason}`)).json();
    expect(res.rowCount).toBe(1);
    expect(res.data[0].pts).toBe(50);
  });

  it('scope=career: the last games a player played, across seasons (the last-10 trend)', async () => {
    const res = (
      await get(`/api/players/ann-archer/games?scope=career&limit=10&season=${fx.currentSeason}`)
    ).json();
    // 5 games this season and 1 the season before: all 6, newest first, the old one last.
    expect(res.rowCount).toBe(6);
    expect(res.data.map((g: { game_date: string }) => g.game_date)).toEqual([
      '2025-03-10',
      '2025-03-04',
      '2025-03-03',
      '2025-02-20',
      '2025-01-15',
      '2024-03-01',
    ]);
    expect(
      (await get('/api/players/ann-archer/games?scope=career&limit=3')).json().data,
    ).toHaveLength(3);
    expect((await get('/api/players/ann-archer/games?scope=forever')).statusCode).toBe(400);
  });
});

describe('GET /api/playerStatsTotals', () => {
  const totals = async (params: string) => {
    const res = await get(`/api/playerStatsTotals?${params}`);
    expect(res.statusCode).toBe(200);
    return envelope(z.array(playerStatsRowSchema)).parse(res.json());
  };
  const slugs = (b: { data: { slug: string }[] }) => b.data.map((r) => r.slug);

  it('defaults to NBA, season, performance descending, all players', async () => {
    const body = await totals('');
    expect(body.rowCount).toBe(5);
    expect(slugs(body)).toEqual(['ann-archer', 'bob-baker', 'dee-dunn', 'cy-cole', 'finn-ford']);
  });

  it('filters on stat thresholds, position and slug; sorts on any stat; pages', async () => {
    expect(slugs(await totals(`filter=${q({ pts_average: { gte: 14 } })}`))).toEqual([
      'ann-archer',
      'bob-baker',
    ]);
    expect(
      slugs(await totals(`filter=${q({ position: 'Guard' })}&sort=${q({ pts_average: 'asc' })}`)),
    ).toEqual([
      'dee-dunn',
      'ann-archer',
      'finn-ford', // nulls last
    ]);
    expect(slugs(await totals(`filter=${q({ slug: { in: ['bob-baker', 'cy-cole'] } })}`))).toEqual([
      'bob-baker',
      'cy-cole',
    ]);
    const page = await totals(`limit=2&offset=2&sort=${q({ name: 'asc' })}`);
    expect([page.rowCount, slugs(page)]).toEqual([5, ['cy-cole', 'dee-dunn']]);
  });

  it('selects league and interval through the filter', async () => {
    const college = await totals(
      `filter=${q({ organization_id: fx.ncaam, school_year: 'Freshman' })}`,
    );
    expect(slugs(college)).toEqual(['eve-egan']);
    const week = await totals(
      `filter=${q({ interval_code: 'lastweek', games_played: { gt: 0 } })}`,
    );
    expect(slugs(week)).toEqual(['ann-archer', 'bob-baker']);
  });

  it.each([
    ['malformed JSON', 'filter={oops'],
    ['unknown field', `filter=${q({ salary: 1 })}`],
    ['unknown operator', `filter=${q({ pts_average: { like: 1 } })}`],
    ['string for a number', `filter=${q({ pts_average: { gte: 'x' } })}`],
    ['bad interval', `filter=${q({ interval_code: 'forever' })}`],
    ['league with an operator', `filter=${q({ organization_id: { gt: 1 } })}`],
    ['unknown sort field', `sort=${q({ salary: 'asc' })}`],
    ['limit over 100', 'limit=101'],
    ['negative offset', 'offset=-1'],
  ])('400 on %s', async (_name, params) => {
    const res = await get(`/api/playerStatsTotals?${params}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toHaveProperty('param');
  });
});

describe('stats errors and caching', () => {
  it('404 for an unknown player, 400 for an unknown interval', async () => {
    expect((await get('/api/players/nobody/stats')).statusCode).toBe(404);
    expect((await get('/api/players/nobody/graph')).statusCode).toBe(404);
    expect((await get('/api/players/nobody/games')).statusCode).toBe(404);
    const bad = await get('/api/players/ann-archer/stats?interval_id=forever');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].param).toBe('interval_id');
  });

  it('400 for a season id past the integer column (found by the route property tests)', async () => {
    const res = await get('/api/players/ann-archer/games?season=2147483648');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].param).toBe('season');
  });

  it('sends a short public Cache-Control', async () => {
    const res = await get('/api/players/ann-archer/stats');
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+/);
  });
});
