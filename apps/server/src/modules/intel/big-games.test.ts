import { bigGameSchema, envelope, errorResponseSchema, gameLogRowSchema } from '@hoopdex/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { playerGameStats } from '../../db/schema/index';
import { sqlRows } from '../../db/sql-rows';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { boxScoresChanged } from '../stats/index';
import { detectBigGames } from './big-games-detect';
import { ensureIntel } from './intel-refresh';
import { seedIntelLeague } from './intel-fixture';

// Hand-worked (only pts, reb (defensive) and ast set, so GmSc = pts + 0.3·reb + 0.7·ast):
//   pat  current season: Jan 1 10/5/2 = 12.9, Jan 2 12/10/2 = 16.4 (double-double),
//        Jan 3 8/5/2 = 10.9, Jan 4 14/5/2 = 16.9 (a best, but 3 earlier games < 5),
//        Jan 5 11/5/2 = 13.9, Jan 6 15/5/2 = 18.9 (points best over 5 earlier games)
//   tri  Jan 3 10/10/10 = 20 (triple-double)
//   vet  old season 20..24 pts, 3 reb: 20.9 .. 24.9; current Jan 7 25/3/0 = 25.9
//        (points best over 5 earlier games in another season)
// No season has the 100 lines a top 1 % needs (see the threshold case below).
let t: TestApp;
let fx: Awaited<ReturnType<typeof seedIntelLeague>>;
const ids: Record<string, number> = {};
const players: Record<string, number> = {};
beforeAll(async () => {
  t = await buildTestApp();
  fx = await seedIntelLeague(t.db.db);
  for (const slug of ['pat-page', 'tri-tate', 'vet-vance'])
    players[slug] = (await fx.player(slug)).id;
  const pat = players['pat-page']!;
  ids.pat1 = await fx.line(pat, '2025-01-01', { pts: 10, reb: 5, ast: 2 });
  ids.pat2 = await fx.line(pat, '2025-01-02', { pts: 12, reb: 10, ast: 2 });
  ids.pat3 = await fx.line(pat, '2025-01-03', { pts: 8, reb: 5, ast: 2 });
  ids.pat4 = await fx.line(pat, '2025-01-04', { pts: 14, reb: 5, ast: 2 });
  ids.pat5 = await fx.line(pat, '2025-01-05', { pts: 11, reb: 5, ast: 2 });
  ids.pat6 = await fx.line(pat, '2025-01-06', { pts: 15, reb: 5, ast: 2 });
  ids.tri = await fx.line(players['tri-tate']!, '2025-01-03', { pts: 10, reb: 10, ast: 10 });
  for (const [i, pts] of [20, 21, 22, 23, 24].entries()) {
    ids[`old${i}`] = await fx.line(players['vet-vance']!, `2024-01-0${i + 1}`, { pts, reb: 3 });
  }
  ids.vet = await fx.line(players['vet-vance']!, '2025-01-07', { pts: 25, reb: 3 });
});
afterAll(() => t.close());

const stored = () =>
  sqlRows<{ id: number; reasons: string[]; game_score: number }>(
    t.db.db,
    sql`select id, reasons, game_score::float8 as game_score from big_games order by id`,
  );

describe('detectBigGames', () => {
  it('finds the hand-worked big games and reports them all as new', async () => {
    const d = await detectBigGames(t.db.db, { leagueIds: [fx.league.id] });
    const expected = [
      [ids.pat2, ['double_double']],
      [ids.pat6, ['career_high_pts']],
      [ids.tri, ['triple_double']],
      [ids.vet, ['career_high_pts']],
    ] as const;
    expect(d).toEqual({
      inserted: expected.map(([id]) => id).sort((a, b) => a! - b!),
      removed: 0,
      total: 4,
    });
    expect((await stored()).map((r) => [r.id, r.reasons])).toEqual(
      [...expected].sort((a, b) => a[0]! - b[0]!).map(([id, r]) => [id, [...r]]),
    );
    expect((await stored()).find((r) => r.id === ids.vet)?.game_score).toBeCloseTo(25.9, 5);
  });

  it('is idempotent: a second run finds nothing new and keeps detected_at', async () => {
    const [before] = await sqlRows<{ at: string }>(
      t.db.db,
      sql`select max(detected_at)::text as at from big_games`,
    );
    expect(await detectBigGames(t.db.db, { leagueIds: [fx.league.id] })).toEqual({
      inserted: [],
      removed: 0,
      total: 4,
    });
    const [after] = await sqlRows<{ at: string }>(
      t.db.db,
      sql`select max(detected_at)::text as at from big_games`,
    );
    expect(after?.at).toBe(before?.at);
  });

  it('follows a corrected line: no longer big is removed, newly big is new', async () => {
    await t.db.db.update(playerGameStats).set({ pts: 13 }).where(eq(playerGameStats.id, ids.pat6!));
    await t.db.db.update(playerGameStats).set({ ast: 10 }).where(eq(playerGameStats.id, ids.pat5!));
    const d = await detectBigGames(t.db.db, { leagueIds: [fx.league.id] });
    // pat5 is now 11/5/10: a double-double; an assists best too, but after 4 earlier games only.
    expect(d).toEqual({ inserted: [ids.pat5], removed: 1, total: 4 });
    await t.db.db.update(playerGameStats).set({ pts: 15 }).where(eq(playerGameStats.id, ids.pat6!));
    await t.db.db.update(playerGameStats).set({ ast: 2 }).where(eq(playerGameStats.id, ids.pat5!));
    expect(await detectBigGames(t.db.db)).toEqual({ inserted: [ids.pat6], removed: 1, total: 4 });
  });

  it('an empty league list changes nothing', async () => {
    expect(await detectBigGames(t.db.db, { leagueIds: [] })).toEqual({
      inserted: [],
      removed: 0,
      total: 0,
    });
  });
});

describe('top 1 % of the season', () => {
  // Another league: one player, 100 games scoring 100, 99, ... 1 (a career high never, since
  // each game scores less than the one before). percentile_cont(0.99) of 1..100 sits at
  // 0.99·99 = 98.01: 99 + 0.01·1 = 99.01, so only the 100. A second 100 (101 lines) moves it to
  // index 99 of 1..100,100: exactly 100, so both 100s are in (>=: equals share the honour).
  it('marks the lines at or above the 99th percentile, once the season has 100 lines', async () => {
    const other = await seedIntelLeague(t.db.db, 'top');
    const p = await other.player('steady-sam');
    const day = (i: number) => new Date(Date.UTC(2024, 9, 1 + i)).toISOString().slice(0, 10);
    const lineIds: number[] = [];
    for (let i = 0; i < 99; i++) lineIds.push(await other.line(p.id, day(i), { pts: 100 - i }));
    expect((await detectBigGames(t.db.db, { leagueIds: [other.league.id] })).inserted).toEqual([]);
    lineIds.push(await other.line(p.id, day(99), { pts: 1 }));
    expect(await detectBigGames(t.db.db, { leagueIds: [other.league.id] })).toEqual({
      inserted: [lineIds[0]],
      removed: 0,
      total: 1,
    });
    const q = await other.player('quick-quin');
    const tie = await other.line(q.id, day(100), { pts: 100 });
    expect(await detectBigGames(t.db.db, { leagueIds: [other.league.id] })).toEqual({
      inserted: [tie],
      removed: 0,
      total: 2,
    });
    expect(
      (await stored()).filter((r) => r.id === tie || r.id === lineIds[0]).map((r) => r.reasons),
    ).toEqual([['top_game_score'], ['top_game_score']]);
    // The other league's big games were not touched by a detection scoped to this one.
    expect((await stored()).length).toBe(6);
    await t.db.db.execute(sql`delete from big_games where league_id = ${other.league.id}`);
  });
});

describe('GET /api/big-games', () => {
  const list = async (params = '') => {
    await boxScoresChanged(t.cache);
    const res = await t.app.inject({ method: 'GET', url: `/api/big-games?${params}` });
    expect(res.statusCode, res.body).toBe(200);
    return envelope(z.array(bigGameSchema)).parse(res.json());
  };

  it('lists newest first with the player, opponent, reasons and a headline', async () => {
    const body = await list();
    expect(body.rowCount).toBe(4);
    expect(body.data.map((g) => g.id)).toEqual([ids.vet, ids.pat6, ids.tri, ids.pat2]);
    expect(body.data[0]).toMatchObject({
      player_id: players['vet-vance'],
      league_id: fx.league.id,
      game_date: '2025-01-07',
      opponent_name: 'nba Away',
      reasons: ['career_high_pts'],
      headline: '25 PTS, 3 REB, 0 AST',
      game_score: 25.9,
      pts: 25,
      reb: 3,
      ast: 0,
      player: { slug: 'vet-vance', team_name: 'nba Home' },
    });
  });

  it('filters by player, league and date, and pages', async () => {
    expect((await list('player=pat-page')).data.map((g) => g.id)).toEqual([ids.pat6, ids.pat2]);
    expect((await list(`league=${fx.league.id}&since=2025-01-03`)).data.map((g) => g.id)).toEqual([
      ids.vet,
      ids.pat6,
      ids.tri,
    ]);
    const page = await list('limit=2&offset=1');
    expect([page.rowCount, page.data.map((g) => g.id)]).toEqual([4, [ids.pat6, ids.tri]]);
  });

  it.each([
    ['a bad date', 'since=2025-02-30', 'since'],
    ['a non-date', 'since=yesterday', 'since'],
    // ISO 8601 has a year 0000, PostgreSQL has none: a 500 before (found by the route property test).
    ['the year 0000', 'since=0000-01-01', 'since'],
    ['a bad league', 'league=abc', 'league'],
    ['limit over 100', 'limit=101', 'limit'],
  ])('400 on %s', async (_n, params, param) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/big-games?${params}` });
    expect(res.statusCode).toBe(400);
    expect(errorResponseSchema.parse(res.json()).errors[0]?.param).toBe(param);
  });

  it('404 for an unknown player or league', async () => {
    for (const params of ['player=nobody-here', 'league=999999']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/big-games?${params}` });
      expect(res.statusCode).toBe(404);
    }
  });
});

describe('game log', () => {
  it('marks the big game lines', async () => {
    await boxScoresChanged(t.cache);
    const res = await t.app.inject({ method: 'GET', url: '/api/players/pat-page/games?limit=10' });
    expect(res.statusCode, res.body).toBe(200);
    const rows = envelope(z.array(gameLogRowSchema)).parse(res.json()).data;
    expect(rows.map((r) => r.big_game)).toEqual([
      { id: ids.pat6, reasons: ['career_high_pts'] },
      null,
      null,
      null,
      { id: ids.pat2, reasons: ['double_double'] },
      null,
    ]);
  });
});

describe('ensureIntel (start-up)', () => {
  it('derives the big games of every league with box scores but none, once', async () => {
    // The "top" league's were deleted above; drop the first league's too.
    await t.db.db.execute(sql`delete from big_games where league_id = ${fx.league.id}`);
    const logs: string[] = [];
    await ensureIntel(t.db.db, (m) => logs.push(m));
    expect((await stored()).length).toBe(6); // 4 + the 2 top-1 % lines
    expect(logs).toEqual([expect.stringMatching(/^big games derived: 6 in 2 leagues/)]);
    await ensureIntel(t.db.db, (m) => logs.push(m));
    expect(logs.length).toBe(1);
  });
});
