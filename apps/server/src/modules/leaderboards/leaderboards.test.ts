import { envelope, leaderboardResultSchema } from '@hoopdex/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { boxScoresChanged } from '../stats/index';
import { seedStatsFixture, type StatsFixture } from '../stats/stats-fixture';

// Figures hand-computed from stats-fixture.ts (see stats.test.ts for the per-player ones).
let t: TestApp;
let fx: StatsFixture;
beforeAll(async () => {
  t = await buildTestApp();
  fx = await seedStatsFixture(t.db.db);
});
afterAll(() => t.close());

async function board(params = '') {
  const res = await t.app.inject({ method: 'GET', url: `/api/leaderboards?${params}` });
  expect(res.statusCode).toBe(200);
  const body = envelope(leaderboardResultSchema).parse(res.json());
  expect(body.rowCount).toBe(body.data.total);
  return body.data;
}
const slugs = (b: { items: { player: { slug: string } }[] }) => b.items.map((i) => i.player.slug);

describe('GET /api/leaderboards', () => {
  it('defaults to the NBA season, performance descending, qualified players only', async () => {
    // 5 team games: the NBA's 70 % is 4 games, so only Ann qualifies.
    const q = await board();
    expect(q).toMatchObject({ min_games: 4, total: 1, qualification: { team_games: 5, label: 'Qualified: 4+ games' } });
    // The rest of these tests set min_games=2 to rank more than one player.
    const b = await board('min_games=2');
    expect(b).toMatchObject({
      title: 'Season Leaderboard', intervalCode: 'latest_season', sortField: 'performance',
      sortTitle: 'Performance', sortDirection: 'desc', start_date: '2024-10-01',
      end_date: '2025-06-30', min_games: 2, total: 3,
    });
    expect(b.items.map((i) => [i.rank, i.player.slug, i.value, i.games_played])).toEqual([
      [1, 'ann-archer', 16.7, 5],
      [2, 'bob-baker', 14.8, 3],
      [3, 'dee-dunn', 4, 2],
    ]);
    expect(b.items[0]).toMatchObject({ pts_average: 20, performance: 16.7, player: { team_name: 'Alpha', position: 'Guard' } });
  });

  it('min_games overrides the games of the rule', async () => {
    const b = await board('min_games=1');
    expect([b.total, slugs(b).at(-1)]).toEqual([4, 'cy-cole']);
  });

  it('ranks by a chosen statistic', async () => {
    const b = await board('min_games=2&statistic=reb_average');
    expect(b.items.map((i) => [i.player.slug, i.value])).toEqual([['bob-baker', 9.7], ['ann-archer', 4.8], ['dee-dunn', 2]]);
    expect(b.sortTitle).toBe('Rebounds');
  });

  it('ranks turnovers fewest first', async () => {
    const b = await board('min_games=2&statistic=turnovers_average');
    expect([b.sortDirection, slugs(b)]).toEqual(['asc', ['dee-dunn', 'bob-baker', 'ann-archer']]);
  });

  it('weekly board: window dates, and equal values share a rank', async () => {
    const b = await board('interval_code=lastweek&statistic=games_played');
    expect(b).toMatchObject({ title: 'Weekly Leaderboard', start_date: '2025-03-04', end_date: '2025-03-10', total: 2 });
    expect(b.items.map((i) => i.rank)).toEqual([1, 1]);
  });

  it('filters by position and class, and by league', async () => {
    expect(slugs(await board('min_games=2&position=Guard'))).toEqual(['ann-archer', 'dee-dunn']);
    expect(slugs(await board(`organization_id=${fx.ncaam}&school_year=Senior`))).toEqual(['gus-gray']);
  });

  it('pages with ranks that continue across pages', async () => {
    const b = await board('min_games=2&limit=1&offset=1');
    expect([b.total, b.items.map((i) => [i.rank, i.player.slug])]).toEqual([3, [[2, 'bob-baker']]]);
  });

  it.each([
    ['unknown statistic', 'statistic=salary', 'statistic'],
    ['bad interval', 'interval_code=forever', 'interval_code'],
    ['limit over 100', 'limit=101', 'limit'],
    ['negative offset', 'offset=-1', 'offset'],
    ['unknown position', 'position=Goalie', 'position'],
    ['negative min_games', 'min_games=-1', 'min_games'],
  ])('400 on %s', async (_n, params, param) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/leaderboards?${params}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].param).toBe(param);
  });

  it('an import into one league keeps the others’ boards cached, and drops its own', async () => {
    const nbaBoard = () => board(`organization_id=${fx.nba}&min_games=2`);
    const before = (await nbaBoard()).items[0];
    expect(before).toMatchObject({ player: { slug: 'ann-archer' }, pts_average: 20 });
    // A change nobody announced (so the board can only show it once it is loaded again).
    await t.db.db.execute(
      sql`update player_game_stats set pts = pts + 10 where player_id = ${fx.playerIds['ann-archer']!}`,
    );
    await boxScoresChanged(t.cache, [fx.ncaam]); // an import into the NCAA
    expect((await nbaBoard()).items[0]).toEqual(before); // not loaded again
    await boxScoresChanged(t.cache, [fx.nba]); // into the NBA
    expect((await nbaBoard()).items[0]).toMatchObject({ pts_average: 30 });
    await t.db.db.execute(
      sql`update player_game_stats set pts = pts - 10 where player_id = ${fx.playerIds['ann-archer']!}`,
    );
    await boxScoresChanged(t.cache); // every league (a merge, an edited rule)
    expect((await nbaBoard()).items[0]).toEqual(before);
  });

  it('404 on an unknown league', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/leaderboards?organization_id=9999' });
    expect(res.statusCode).toBe(404);
  });
});
