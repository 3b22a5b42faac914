import { envelope, leaderboardResultSchema } from '@hoopdex/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import {
  seedQualificationFixture,
  type QualificationFixture,
} from '../stats/qualification-fixture';
import { qualificationFor } from '../stats/index';

// The qualification rule on leaderboards (docs/decisions/0017-qualified-leaders.md), on a league
// built by the factories: 4 team games in the last week.
let t: TestApp;
let fx: QualificationFixture;
beforeAll(async () => {
  t = await buildTestApp();
  fx = await seedQualificationFixture(t.db.db);
});
afterAll(() => t.close());

async function board(params: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/leaderboards?organization_id=${fx.leagueId}&limit=100&${params}`,
  });
  expect(res.statusCode).toBe(200);
  return envelope(leaderboardResultSchema).parse(res.json()).data;
}
const ids = (b: { items: { player_id: number }[] }) => b.items.map((i) => i.player_id);

describe('qualified leaders', () => {
  it('a one-game player does not lead (or appear on) the weekly board', async () => {
    const b = await board('interval_code=lastweek');
    expect(b.qualification).toMatchObject({ team_games: 4, min_games: 2, made_stat: null });
    expect(b.qualification.label).toBe('Qualified: 2+ games');
    expect(ids(b)).not.toContain(fx.oneGame);
    expect(b.items.every((i) => i.games_played >= 2)).toBe(true);
    // Without the rule the 60-point night would lead.
    const open = await board('interval_code=lastweek&min_games=1');
    expect(open.items[0]?.player_id).toBe(fx.oneGame);
  });

  it('a 2-of-2 shooter does not lead 3P%: 1 make per team game is needed', async () => {
    const b = await board('statistic=three_point_percent_average');
    expect(b.qualification).toMatchObject({
      team_games: 4, min_games: 3, made_stat: 'three_pm', min_made: 4, min_made_per_game: 1,
      label: 'Qualified: 3+ games, 4+ 3PM (1 per team game)',
    });
    expect(ids(b)).not.toContain(fx.twoOfTwo);
    expect(ids(b)).toContain(fx.shooter);
    expect(b.items.every((i) => (i.three_pm_total ?? 0) >= 4 && i.games_played >= 3)).toBe(true);
    const shooter = b.items.find((i) => i.player_id === fx.shooter);
    expect(shooter?.value).toBe(40);
  });

  it('season board: 70 % of the team games (NBA)', async () => {
    const b = await board('');
    expect(b.qualification).toMatchObject({ min_games: 3, made_stat: null, label: 'Qualified: 3+ games' });
    expect(b.min_games).toBe(3);
    expect(ids(b)).not.toContain(fx.oneGame);
  });

  it('the label says the rule the list applied', async () => {
    const b = await board('statistic=fg_percent_average&interval_code=lastweek');
    const q = b.qualification;
    // NBA: 300 FGM over 82 games, 3.66 a team game, 15 over 4 team games.
    expect(q).toMatchObject({ made_stat: 'fgm', min_made: 15, min_made_per_game: 3.66 });
    expect(q.label).toBe(`Qualified: ${q.min_games}+ games, ${q.min_made}+ FGM (3.66 per team game)`);
    expect(b.items.every((i) => (i.fgm_total ?? 0) >= 15)).toBe(true);
  });
});

describe('the explorer under the same rule', () => {
  it('sorted by 3P%, qualified shooters come first and the rule is beside the rows', async () => {
    const sort = encodeURIComponent(JSON.stringify({ three_point_percent_average: 'desc' }));
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/explorer?league_id=${fx.leagueId}&sort=${sort}&limit=100&columns=three_point_percent_average`,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as {
      data: { player_id: number; qualified: boolean }[];
      qualification: { label: string };
    };
    expect(body.qualification.label).toBe('Qualified: 3+ games, 4+ 3PM (1 per team game)');
    const firstUnqualified = body.data.findIndex((r) => !r.qualified);
    const twoOfTwo = body.data.findIndex((r) => r.player_id === fx.twoOfTwo);
    expect(body.data.findIndex((r) => r.player_id === fx.shooter)).toBeLessThan(firstUnqualified);
    expect(twoOfTwo).toBeGreaterThanOrEqual(firstUnqualified);
    expect(body.data.slice(firstUnqualified).every((r) => !r.qualified)).toBe(true);
  });
});

describe('qualificationFor', () => {
  it.each([
    ['nba', 'latest_season', 82, 58],
    ['ncaam', 'latest_season', 32, 24],
    ['gleague', 'latest_season', 50, 35],
    ['nba', 'lastweek', 4, 2],
    ['ncaaw', 'lastweek', 1, 1],
  ] as const)('%s %s over %i team games: %i games', (league, interval, teamGames, games) => {
    expect(qualificationFor(league, interval, teamGames).min_games).toBe(games);
  });

  it('a full NBA season needs the published makes', () => {
    const made = (f: string) => qualificationFor('nba', 'latest_season', 82, [f]).min_made;
    expect([made('fg_percent_average'), made('three_point_percent_average'), made('ft_percent_average')])
      .toEqual([300, 82, 125]);
    expect(qualificationFor('ncaam', 'latest_season', 30, ['three_point_percent_average']).min_made).toBe(75);
  });
});
