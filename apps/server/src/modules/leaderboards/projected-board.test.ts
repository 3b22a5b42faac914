import {
  envelope,
  errorResponseSchema,
  leaderboardResultSchema,
  projectionSchema,
  type LeaderboardResult,
} from '@hoopdex/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlRows } from '../../db/sql-rows';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { importRealWnba } from '../../test/realdata-import';
import { backtestsChanged } from '../projections/projections-cache';
import { boxScoresChanged } from '../stats/index';

// The projected leaderboard (issue 32) on the real WNBA 2024 season, 2023 as history, both
// imported through the real importer: as of mid-season every qualified player ranked by her
// projected rest-of-season average, each number the one her own projection answers.
let t: TestApp;
let leagueId: number;
const AS_OF = '2024-07-01';

beforeAll(async () => {
  t = await buildTestApp();
  await importRealWnba(t, [2023, 2024], 'pb-admin');
  const [league] = await sqlRows<{ id: number }>(
    t.db.db,
    sql`select id from leagues where name = 'wnba'`,
  );
  leagueId = league!.id;
}, 300_000);
afterAll(() => t.close());

async function board(params: string): Promise<LeaderboardResult> {
  const res = await t.app.inject({
    url: `/api/leaderboards?organization_id=${leagueId}&view=projected&${params}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  const body = envelope(leaderboardResultSchema).parse(res.json());
  expect(body.rowCount).toBe(body.data.total);
  return body.data;
}

/** Games each 2024 player played before a date. */
const gamesBefore = (day: string) =>
  sqlRows<{ player_id: number; games: number }>(
    t.db.db,
    sql`select s.player_id, count(*)::int as games from player_game_stats s
        join seasons se on se.id = s.season_id
        where se.league_id = ${leagueId} and se.label = '2024' and s.game_date < ${day}
        group by s.player_id`,
  );

describe('GET /api/leaderboards?view=projected on WNBA 2024, as of 1 July', () => {
  let all: LeaderboardResult;
  beforeAll(async () => {
    all = await board(`as_of=${AS_OF}&limit=100`);
  }, 120_000);

  it('ranks every qualified player (games before as_of only) by projected points, best first', async () => {
    expect(all).toMatchObject({
      view: 'projected',
      sortField: 'pts_average',
      sortTitle: 'Projected Points',
      sortDirection: 'desc',
      projection: { as_of: AS_OF, season: '2024' },
      end_date: '2024-06-30',
    });
    // The qualification rule counts the team games before as_of, not the season's 40.
    const played = await gamesBefore(AS_OF);
    const teamGames = Math.max(...played.map((p) => p.games));
    expect(teamGames).toBeLessThan(30); // of 40
    expect(all.qualification.team_games).toBe(teamGames);
    const qualified = played.filter((p) => p.games >= all.min_games);
    expect(all.total).toBe(qualified.length);
    expect(all.total).toBeGreaterThan(50);
    expect(new Set(all.items.map((i) => i.player_id))).toEqual(
      new Set(qualified.map((p) => p.player_id)),
    );
    // Rows beside the projection are the season so far: no game on or after as_of.
    const own = new Map(played.map((p) => [p.player_id, p.games]));
    for (const i of all.items) expect(i.games_played).toBe(own.get(i.player_id));
  });

  it('the order is the projected values’ order, with competition ranks, and every range holds its value', () => {
    const values = all.items.map((i) => i.projected!.mean);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    all.items.forEach((item, k) => {
      expect(item.value).toBe(item.projected!.mean);
      expect(item.projected!.p10).toBeLessThanOrEqual(item.projected!.mean);
      expect(item.projected!.p90).toBeGreaterThanOrEqual(item.projected!.mean);
      expect(item.projected!.p90).toBeGreaterThan(item.projected!.p10);
      // Competition rank: tied exact means share one; otherwise 1 + the players ahead.
      const ahead = all.items.findIndex((x) => x.projected!.mean === item.projected!.mean);
      expect(item.rank).toBeLessThanOrEqual(k + 1);
      expect(item.rank).toBeGreaterThanOrEqual(ahead + 1);
    });
    expect(all.items[0]?.rank).toBe(1);
  });

  it('each number is the one the player’s own projection answers', async () => {
    for (const item of [...all.items.slice(0, 3), ...all.items.slice(-2)]) {
      const res = await t.app.inject({
        url: `/api/players/${item.player.slug}/projection?as_of=${AS_OF}`,
      });
      const p = envelope(projectionSchema).parse(res.json()).data;
      expect(item.projected, item.player.slug).toEqual(p.rest_of_season.pts);
    }
  });

  it('ranks turnovers fewest first and a percentage among its qualified shooters', async () => {
    const tov = await board(`as_of=${AS_OF}&limit=100&statistic=turnovers_average`);
    const tv = tov.items.map((i) => i.value!);
    expect([tov.sortDirection, tv]).toEqual(['asc', [...tv].sort((a, b) => a - b)]);
    const fg = await board(`as_of=${AS_OF}&limit=100&statistic=fg_percent_average`);
    expect(fg.qualification.made_stat).toBe('fgm');
    expect(fg.total).toBeLessThan(all.total);
    expect(fg.items.every((i) => (i.fgm_total ?? 0) >= (fg.qualification.min_made ?? 0))).toBe(
      true,
    );
    const fv = fg.items.map((i) => i.value!);
    expect(fv).toEqual([...fv].sort((a, b) => b - a));
  });

  it('pages with ranks that continue, and filters by position', async () => {
    const second = await board(`as_of=${AS_OF}&limit=5&offset=5`);
    expect(second.items.map((i) => i.player_id)).toEqual(
      all.items.slice(5, 10).map((i) => i.player_id),
    );
    expect(second.items.map((i) => i.rank)).toEqual(all.items.slice(5, 10).map((i) => i.rank));
    // The import knows no positions: give three listed players one.
    const picked = [all.items[1]!, all.items[4]!, all.items[9]!].map((i) => i.player_id);
    await t.db.db.execute(
      sql`update players set position = 'Guard' where id in (${sql.join(
        picked.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
    await boxScoresChanged(t.cache);
    const guards = await board(`as_of=${AS_OF}&limit=100&position=Guard`);
    expect(guards.items.map((i) => [i.player_id, i.rank])).toEqual(
      picked.map((id, k) => [id, k + 1]),
    );
  });

  it('a later date sees more games; without as_of it is today', async () => {
    const aug = await board('as_of=2024-08-25&limit=3');
    expect(aug.qualification.team_games).toBeGreaterThan(all.qualification.team_games);
    const today = await board('limit=3');
    expect(today.projection?.as_of).toBe(new Date().toISOString().slice(0, 10));
  });

  it('kept in the cache until an import or a finished backtest drops it', async () => {
    const top = all.items[0]!;
    const last = all.items.at(-1)!;
    const read = () => board(`as_of=${AS_OF}&limit=100`);
    await t.db.db.execute(
      sql`update player_game_stats set pts = pts + 40 where player_id = ${last.player_id} and game_date < ${AS_OF}`,
    );
    try {
      expect((await read()).items[0]?.player_id).toBe(top.player_id); // cached
      await backtestsChanged(t.cache);
      expect((await read()).items[0]?.player_id).toBe(last.player_id);
    } finally {
      await t.db.db.execute(
        sql`update player_game_stats set pts = pts - 40 where player_id = ${last.player_id} and game_date < ${AS_OF}`,
      );
    }
    await boxScoresChanged(t.cache);
    expect((await read()).items[0]?.player_id).toBe(top.player_id);
  }, 120_000);

  it.each([
    ['a weekly board', 'interval_code=lastweek', 'view'],
    ['a statistic without a projection', 'statistic=games_played', 'statistic'],
    ['a bad date', 'as_of=2024-02-30', 'as_of'],
    ['an unknown view', 'view=future', 'view'],
  ])('400 on %s', async (_n, params, param) => {
    const res = await t.app.inject({
      url: `/api/leaderboards?organization_id=${leagueId}&view=projected&${params}`.replace(
        'view=projected&view=future',
        'view=future',
      ),
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(errorResponseSchema.parse(res.json()).errors[0]?.param).toContain(param);
  });

  it('400 on as_of without the projected view; 404 on an unknown league', async () => {
    const res = await t.app.inject({
      url: `/api/leaderboards?organization_id=${leagueId}&as_of=${AS_OF}`,
    });
    expect(res.statusCode).toBe(400);
    expect(errorResponseSchema.parse(res.json()).errors[0]?.param).toBe('as_of');
    const gone = await t.app.inject({
      url: '/api/leaderboards?organization_id=9999&view=projected',
    });
    expect(gone.statusCode).toBe(404);
  });
});
