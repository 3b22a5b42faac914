import { envelope, playerValueSchema, valueBoardSchema } from '@hoopdex/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlRows } from '../../db/sql-rows';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { recomputeSeasonBoard } from './value-board.service';
import { valueBoardsChanged } from './value-cache';
import { importWnba2024 } from './value-fixture';

// The Value board on the real 2024 WNBA season, imported as a real league arrives: the ranking
// is the values' order, its top is the season's stars, and each row is the player page's value.

let t: TestApp;
let leagueId: number;
beforeAll(async () => {
  t = await buildTestApp();
  leagueId = (await importWnba2024(t)).id;
}, 120_000);
afterAll(() => t.close());

async function board(query: string) {
  const res = await t.app.inject(`/api/value/board?league=${leagueId}&${query}`);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  return { ...envelope(valueBoardSchema).parse(body).data, rowCount: body.rowCount as number };
}

describe('GET /api/value/board on the WNBA 2024 season', () => {
  it('ranks by value: the order is the values, equal values share a rank', async () => {
    const b = await board('season=2024&limit=100');
    expect(b.season).toBe('2024');
    expect(b.rows.length).toBeGreaterThan(50);
    expect(b.rowCount).toBeGreaterThanOrEqual(b.rows.length);
    b.rows.forEach((r, i) => {
      expect(r.low).toBeLessThanOrEqual(r.value);
      expect(r.high).toBeGreaterThanOrEqual(r.value);
      if (i === 0) return expect(r.rank).toBe(1);
      const prev = b.rows[i - 1]!;
      expect(r.value).toBeLessThanOrEqual(prev.value);
      expect(r.rank).toBe(r.value === prev.value ? prev.rank : i + 1);
    });
  }, 120_000);

  it("its top is the season's stars, and each value is the player page's, parts summing to it", async () => {
    const b = await board('season=2024&limit=5');
    const top = b.rows.map((r) => r.player.slug);
    expect(top).toContain('a-ja-wilson'); // the 2024 MVP
    expect(
      top.some((s) => ['napheesa-collier', 'breanna-stewart', 'caitlin-clark'].includes(s)),
    ).toBe(true);
    for (const row of b.rows.slice(0, 3)) {
      const res = await t.app.inject(`/api/players/${row.player.slug}/value?as_of=${b.as_of}`);
      const v = envelope(playerValueSchema).parse(res.json()).data;
      expect(v.value).toBe(row.value);
      expect(v.parts.reduce((s, p) => s + (p.amount ?? 0), 0)).toBe(row.value);
    }
  }, 120_000);

  it('pages keep their place: offset continues the ranking, past the end is empty', async () => {
    const all = await board('season=2024&limit=20');
    const first = await board('season=2024&limit=10');
    const second = await board('season=2024&limit=10&offset=10');
    expect([...first.rows, ...second.rows]).toEqual(all.rows);
    expect(second.rowCount).toBe(all.rowCount);
    const past = await board(`season=2024&offset=${all.rowCount}`);
    expect(past.rows).toEqual([]);
  });

  it('risers rose: each change is value − week_ago, biggest first', async () => {
    const b = await board('season=2024');
    expect(b.riser_days).toBe(7);
    let previous = Infinity;
    for (const r of b.risers) {
      expect(r.change).toBe(r.value - r.week_ago!);
      expect(r.change!).toBeGreaterThan(0);
      expect(r.change!).toBeLessThanOrEqual(previous);
      previous = r.change!;
    }
  });

  it('filters by position', async () => {
    const b = await board('season=2024&position=Guard&limit=50');
    expect(b.rows.length).toBeGreaterThan(5);
    for (const r of b.rows) expect(r.player.position).toBe('Guard');
    expect(b.rows[0]!.rank).toBe(1);
  });

  it.each([
    ['limit=0', 'limit'],
    ['limit=abc', 'limit'],
    ['offset=-1', 'offset'],
    ['position=Wing', 'position'],
    ['league=abc', 'league'],
  ])('refuses %s with a 400 naming %s', async (query, param) => {
    const res = await t.app.inject(`/api/value/board?${query}`);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors.map((e: { param: string }) => e.param)).toContain(param);
  });

  it('a stale stored board is answered as it is while its rebuild runs off the request', async () => {
    await t.app.background.settled();
    const before = await board('season=2024&limit=1');
    const top = before.rows[0]!;
    // An hour and more old, and marked so the answer shows which board it came from.
    await t.db.db.execute(
      sql`update value_board set computed_at = now() - interval '2 hours',
          value = value + case when player_id =
            (select id from players where slug = ${top.player.slug}) then 7 else 0 end`,
    );
    await valueBoardsChanged(t.cache);
    expect((await board('season=2024&limit=1')).rows[0]!.value).toBe(top.value + 7);
    await t.app.background.settled();
    const [fresh] = await sqlRows<{ recent: boolean }>(
      t.db.db,
      sql`select bool_and(computed_at > now() - interval '10 minutes') as recent from value_board`,
    );
    expect(fresh!.recent).toBe(true);
    expect((await board('season=2024&limit=1')).rows[0]).toEqual(top);
  }, 120_000);

  it('a board rebuild lets requests in between its players (the real HTTP server)', async () => {
    await t.app.background.settled();
    const [season] = await sqlRows<{ id: number; lines: number }>(
      t.db.db,
      sql`select s.id, (select count(*)::int from player_game_stats g where g.season_id = s.id) as lines
        from seasons s where s.league_id = ${leagueId} and s.label = '2024'`,
    );
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    const order: string[] = [];
    // Seconds of work: without a breather between players no socket is read until it ends.
    const rebuild = recomputeSeasonBoard(t.db.db, season!.id, '2024-10-21', season!.lines).then(
      () => order.push('rebuild'),
    );
    await new Promise((r) => setImmediate(r)); // the rebuild is under way
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    order.push(`health ${health.status}`);
    await rebuild;
    expect(order).toEqual(['health 200', 'rebuild']);
  }, 120_000);

  it('answers 404 for a season without games and for an unknown league', async () => {
    const season = await t.app.inject(`/api/value/board?league=${leagueId}&season=1999`);
    expect(season.statusCode).toBe(404);
    expect(season.json().errors[0].param).toBe('season');
    const league = await t.app.inject('/api/value/board?league=999999');
    expect(league.statusCode).toBe(404);
  });
});
