import {
  envelope,
  errorResponseSchema,
  gameDetailSchema,
  playerPlaySchema,
  playSchema,
  shotChartSchema,
} from '@hoopdex/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { games, seasons, users } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createPlayer } from '../../test/factories';
import { postBoxScores, seedImportFixture, twoGames } from '../box-score-import/box-score-fixture';
import { game1Rows, pbpCsv, postPlays } from './pbp-fixture';

// Game 1 of the fixture with the hand-written events of pbp-fixture.ts; expected figures are
// counted by hand from niaGame1 and omarGame1.
let t: TestApp;
let fixture: Awaited<ReturnType<typeof seedImportFixture>>;
let admin: string;
let game1Id: number;
let game2Id: number;
beforeAll(async () => {
  t = await buildTestApp();
  fixture = await seedImportFixture(t.db.db);
  await t.db.db
    .insert(users)
    .values({ id: 'pbp-r-admin', name: 'A', email: 'pbp-r@test.local', role: 'admin' });
  admin = await t.sign({ sub: 'pbp-r-admin', role: 'admin' });
  expect((await postBoxScores(t.app, admin, twoGames)).statusCode).toBe(200);
  const rows = await t.db.db.select().from(games).orderBy(games.gameDate);
  game1Id = rows[0]!.id;
  game2Id = rows[1]!.id;
  expect((await postPlays(t.app, admin, pbpCsv(game1Rows()))).statusCode).toBe(200);
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
async function read<S extends z.ZodType>(url: string, schema: S) {
  const res = await get(url);
  expect(res.statusCode, res.body).toBe(200);
  return envelope(schema).parse(res.json());
}

describe('GET /api/games/{gameId}', () => {
  it('answers the game with both box scores and its play count', async () => {
    const { data } = await read(`/api/games/${game1Id}`, gameDetailSchema);
    expect(data).toMatchObject({
      id: game1Id,
      game_date: '2025-01-10',
      league: { name: 'nba' },
      season_label: '2024-25',
      periods: { regulation: 4, minutes: 12 },
      home: { team: { abbreviation: 'BOS' }, score: 110 },
      away: { team: { abbreviation: 'POR' }, score: 100 },
      plays_count: 57,
      mismatches: [],
    });
    expect(data.home.lines).toEqual([
      expect.objectContaining({
        player: { slug: 'nia-new', name: expect.any(String) },
        pts: 20,
        fga: 15,
      }),
    ]);
    expect(data.away.lines.map((l) => [l.player.slug, l.pts, l.reb])).toEqual([
      ['omar-opp', 10, 8],
    ]);
  });

  it('a game without events answers plays_count 0; an unknown game 404; a bad id 400', async () => {
    expect((await read(`/api/games/${game2Id}`, gameDetailSchema)).data.plays_count).toBe(0);
    expect((await get('/api/games/999999')).statusCode).toBe(404);
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999']) {
      const res = await get(`/api/games/${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(errorResponseSchema.parse(res.json()).errors[0]?.param).toContain('gameId');
    }
  });
});

describe('GET /api/games/{gameId}/plays', () => {
  it('lists every event in order, clock as on the scoreboard, video null', async () => {
    const { data, rowCount } = await read(`/api/games/${game1Id}/plays`, z.array(playSchema));
    expect(rowCount).toBe(57);
    expect(data[0]).toEqual({
      seq: 1,
      period: 1,
      clock: '12:00',
      event: 'fg3_made',
      team: { id: expect.any(Number), name: 'Boston Celtics', abbreviation: 'BOS' },
      player: { slug: 'nia-new', name: expect.any(String) },
      shot_x: 22.5,
      shot_y: 2,
      video: null,
    });
    // 15 events a quarter: the 15th of Q1 is at 12:00 - 14 × 48 s = 0:48, under a minute.
    expect(data[14]).toMatchObject({ period: 1, clock: '48.0' });
    expect(data[15]).toMatchObject({ period: 2, clock: '12:00' });
    expect(data.map((p) => p.period)).toEqual([...data.map((p) => p.period)].sort());
  });

  it('an empty list for a game without events; 404 for no game', async () => {
    expect(await read(`/api/games/${game2Id}/plays`, z.array(playSchema))).toEqual({
      data: [],
      rowCount: 0,
    });
    expect((await get('/api/games/999999/plays')).statusCode).toBe(404);
  });
});

describe('GET /api/players/{slug}/plays', () => {
  it("filters a player's plays by event, game and period", async () => {
    const threes = await read(
      '/api/players/nia-new/plays?event=fg3_made',
      z.array(playerPlaySchema),
    );
    expect(threes.rowCount).toBe(2);
    expect(
      threes.data.map((p) => [p.event, p.shot_x, p.shot_y, p.game_id, p.opponent.abbreviation]),
    ).toEqual([
      ['fg3_made', 22.5, 2, game1Id, 'POR'],
      ['fg3_made', 0, 25, game1Id, 'POR'],
    ]);
    const attempts = await read(
      '/api/players/nia-new/plays?event=fg3_made,fg3_missed&limit=100',
      z.array(playerPlaySchema),
    );
    expect(attempts.rowCount).toBe(5);
    const all = await read(
      `/api/players/nia-new/plays?game=${game1Id}&limit=100`,
      z.array(playerPlaySchema),
    );
    expect(all.rowCount).toBe(31);
    const q4 = await read(
      '/api/players/omar-opp/plays?period=4&limit=100',
      z.array(playerPlaySchema),
    );
    expect(q4.data.every((p) => p.period === 4 && p.player.slug === 'omar-opp')).toBe(true);
    expect(q4.rowCount).toBe(q4.data.length);
    expect(q4.rowCount).toBeGreaterThan(0);
  });

  it('interval=latest_season keeps the plays of the season the season table counts', async () => {
    const url = (limit: number) =>
      `/api/players/nia-new/plays?interval=latest_season&limit=${limit}`;
    expect((await read(url(100), z.array(playerPlaySchema))).rowCount).toBe(31);
    // A newer season of the league becomes the latest: game 1's plays are no longer in it.
    const [game] = await t.db.db.select().from(games).where(eq(games.id, game1Id));
    const [newer] = await t.db.db
      .insert(seasons)
      .values({
        leagueId: game!.leagueId,
        label: '2099-00',
        startDate: '2099-10-01',
        isCurrent: true,
        endDate: '2100-06-30',
      })
      .returning();
    try {
      expect(await read(url(99), z.array(playerPlaySchema))).toEqual({ data: [], rowCount: 0 });
    } finally {
      await t.db.db.delete(seasons).where(eq(seasons.id, newer!.id));
    }
    expect((await get('/api/players/nia-new/plays?interval=season')).statusCode).toBe(400);
  });

  it('pages with limit and offset, rowCount the total', async () => {
    const page = await read(
      '/api/players/nia-new/plays?limit=10&offset=30',
      z.array(playerPlaySchema),
    );
    expect(page.data).toHaveLength(1);
    expect(page.rowCount).toBe(31);
    const past = await read(
      '/api/players/nia-new/plays?limit=10&offset=40',
      z.array(playerPlaySchema),
    );
    expect(past).toEqual({ data: [], rowCount: 31 });
  });

  it('a bad filter is 400, an unknown player 404', async () => {
    for (const q of ['event=dunk', 'period=0', 'game=abc', 'limit=1000']) {
      const res = await get(`/api/players/nia-new/plays?${q}`);
      expect(res.statusCode, q).toBe(400);
    }
    expect((await get('/api/players/nobody/plays')).statusCode).toBe(404);
  });
});

describe('GET /api/players/{slug}/shot-chart', () => {
  it("answers the player's zones beside the league's", async () => {
    const { data } = await read('/api/players/nia-new/shot-chart', shotChartSchema);
    expect(data.league.name).toBe('nba');
    const zones = Object.fromEntries(data.zones.map((z) => [z.zone, z]));
    // Nia: rim 4/4, paint 1/1, mid-range 1/3, corner 1/1, above the break 1/4; 2 unlocated.
    // League (Nia and Omar): rim 8/8, paint 1/5, mid 1/3, corner 1/2, above the break 1/4.
    expect(zones.rim).toEqual({
      zone: 'rim',
      attempts: 4,
      makes: 4,
      fg_percent: 100,
      league_attempts: 8,
      league_makes: 8,
      league_fg_percent: 100,
    });
    expect(zones.paint).toMatchObject({
      attempts: 1,
      makes: 1,
      fg_percent: 100,
      league_attempts: 5,
      league_fg_percent: 20,
    });
    expect(zones.mid_range).toMatchObject({
      attempts: 3,
      makes: 1,
      fg_percent: 33.3,
      league_fg_percent: 33.3,
    });
    expect(zones.corner_three).toMatchObject({
      attempts: 1,
      makes: 1,
      league_attempts: 2,
      league_fg_percent: 50,
    });
    expect(zones.above_break_three).toMatchObject({
      attempts: 4,
      makes: 1,
      fg_percent: 25,
      league_attempts: 4,
    });
    expect(data.unlocated_attempts).toBe(2);
    expect(data.zones.map((z) => z.zone)).toEqual([
      'rim',
      'paint',
      'mid_range',
      'corner_three',
      'above_break_three',
    ]);
  });

  it("each player's own zones; one without plays has none (no percent); an unknown one 404", async () => {
    const { data } = await read('/api/players/omar-opp/shot-chart', shotChartSchema);
    expect(data.zones.find((z) => z.zone === 'rim')).toMatchObject({ attempts: 4, makes: 4 });
    await createPlayer(t.db.db, { leagueId: fixture.league.id, slug: 'no-plays' });
    const none = (await read('/api/players/no-plays/shot-chart', shotChartSchema)).data;
    expect(none.zones.find((z) => z.zone === 'paint')).toEqual({
      zone: 'paint',
      attempts: 0,
      makes: 0,
      fg_percent: null,
      league_attempts: 5,
      league_makes: 1,
      league_fg_percent: 20,
    });
    expect((await get('/api/players/nobody/shot-chart')).statusCode).toBe(404);
  });

  it('reads are cached publicly and an import drops them', async () => {
    const first = await get(`/api/games/${game1Id}/plays`);
    expect(first.headers['cache-control']).toMatch(/public/);
    const rows = game1Rows();
    rows[0] = { ...rows[0]!, shot_x: -22.5 };
    expect((await postPlays(t.app, admin, pbpCsv(rows))).statusCode).toBe(200);
    const after = await read(`/api/games/${game1Id}/plays`, z.array(playSchema));
    expect(after.data[0]?.shot_x).toBe(-22.5);
  });
});
