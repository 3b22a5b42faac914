import { envelope, playerListItemSchema, valueBoardSchema, type PlayerListItem } from '@hoopdex/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sqlRows } from '../../db/sql-rows';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { importRealWnba } from '../../test/realdata-import';
import { valueBoardsChanged } from '../value/value-cache';

// The players list sorted by Hoopdex Value (issue 33) on the real WNBA: 2023 and 2024 imported
// through the real importer, so the players of 2023 who played no 2024 game are real players
// with no value on the league's latest board. The import's follow-up computes the boards
// (decision 0036); the list must rank by exactly the values /api/value/board answers.

let t: TestApp;
let leagueId: number;
beforeAll(async () => {
  t = await buildTestApp();
  await importRealWnba(t, [2023, 2024], 'pv-admin');
  await t.app.background.settled();
  const [league] = await sqlRows<{ id: number }>(t.db.db, sql`select id from leagues where name = 'wnba'`);
  leagueId = league!.id;
}, 300_000);
afterAll(() => t.close());

const q = (o: object) => encodeURIComponent(JSON.stringify(o));

async function page(dir: 'asc' | 'desc', limit: number, offset: number) {
  const url = `/api/players?filter=${q({ league_id: leagueId })}&sort=${q({ value: dir })}&limit=${limit}&offset=${offset}`;
  const res = await t.app.inject(url);
  expect(res.statusCode, res.body).toBe(200);
  return envelope(z.array(playerListItemSchema)).parse(res.json());
}

/** Every player of the league in the list's order, read 100 at a time. */
async function everyPlayer(dir: 'asc' | 'desc') {
  const rows: PlayerListItem[] = [];
  for (let total = Infinity; rows.length < total; ) {
    const b = await page(dir, 100, rows.length);
    total = b.rowCount;
    if (b.data.length === 0) break;
    rows.push(...b.data);
  }
  return rows;
}

/** The 2024 board's value of each player, read through its own API. */
async function boardValues() {
  const values = new Map<string, number>();
  for (let total = Infinity; values.size < total; ) {
    const res = await t.app.inject(`/api/value/board?league=${leagueId}&limit=100&offset=${values.size}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = envelope(valueBoardSchema).parse(res.json());
    expect(body.data.season).toBe('2024');
    total = body.rowCount;
    if (body.data.rows.length === 0) break;
    for (const r of body.data.rows) values.set(r.player.slug, r.value);
  }
  return values;
}

/** Valued players first in the given order, the unvalued after, and ties by last, first name, id. */
function expectRanked(rows: PlayerListItem[], dir: 'asc' | 'desc') {
  const firstNull = rows.findIndex((r) => r.value === null);
  expect(firstNull).toBeGreaterThan(0);
  expect(rows.slice(firstNull).every((r) => r.value === null)).toBe(true);
  const key = (r: PlayerListItem) => [r.value ?? 0, r.lastname, r.firstname, r.id] as const;
  for (let i = 1; i < rows.length; i++) {
    const [a, b] = [rows[i - 1]!, rows[i]!];
    if (b.value === null && a.value !== null) continue;
    const [va, la, fa, ia] = key(a);
    const [vb, lb, fb, ib] = key(b);
    if (va !== vb) expect(dir === 'desc' ? vb < va : vb > va, `${a.slug} then ${b.slug}`).toBe(true);
    else if (la !== lb) expect(lb > la, `${a.slug} then ${b.slug}`).toBe(true);
    else if (fa !== fb) expect(fb > fa, `${a.slug} then ${b.slug}`).toBe(true);
    else expect(ib).toBeGreaterThan(ia);
  }
}

describe('GET /api/players?sort={"value":…} on the real WNBA', () => {
  it('desc: highest value first, each the Value board’s, players without a 2024 game last', async () => {
    const rows = await everyPlayer('desc');
    const board = await boardValues();
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    const valued = rows.filter((r) => r.value !== null);
    expect(valued.length).toBe(board.size);
    expect(valued.length).toBeGreaterThan(100);
    expect(rows.length - valued.length).toBeGreaterThan(0); // 2023 players absent in 2024
    for (const r of valued) expect(r.value, r.slug).toBe(board.get(r.slug));
    expectRanked(rows, 'desc');
    expect(rows[0]!.value).toBe(Math.max(...board.values()));
  }, 120_000);

  it('asc: lowest value first, and still the players without one last', async () => {
    const rows = await everyPlayer('asc');
    expectRanked(rows, 'asc');
    expect(rows[0]!.value).toBe(Math.min(...(await boardValues()).values()));
  }, 120_000);

  it('pages continue one another: offset neither overlaps nor skips, across the null boundary too', async () => {
    const all = await everyPlayer('desc');
    const firstNull = all.findIndex((r) => r.value === null);
    // Pages of 7 from just before the unvalued players to past them.
    const start = Math.max(0, firstNull - 10);
    const paged: PlayerListItem[] = [];
    for (let offset = start; offset < Math.min(all.length, firstNull + 25); offset += 7)
      paged.push(...(await page('desc', 7, offset)).data);
    expect(paged.map((r) => r.id)).toEqual(all.slice(start, start + paged.length).map((r) => r.id));
  }, 120_000);

  it("a rebuilt board is the lists' at once: no page of the old one stays cached", async () => {
    const before = await page('desc', 5, 0); // cached now
    const last = (await everyPlayer('desc')).filter((r) => r.value !== null).at(-1)!;
    // The board rebuilt with the lowest-valued player now the highest (what a rebuild after an
    // import may do), as the rebuild writes it and then says so.
    const [season] = await sqlRows<{ id: number }>(
      t.db.db,
      sql`select season_id as id from value_board where player_id = ${last.id}`,
    );
    await t.db.db.execute(
      sql`update value_board set value = value + 100000000
          where season_id = ${season!.id} and player_id = ${last.id}`,
    );
    try {
      await valueBoardsChanged(t.cache);
      const after = await page('desc', 5, 0);
      expect(after.data[0]!.id).toBe(last.id);
      expect(after.data[1]!.id).toBe(before.data[0]!.id);
    } finally {
      await t.db.db.execute(
        sql`update value_board set value = value - 100000000
            where season_id = ${season!.id} and player_id = ${last.id}`,
      );
      await valueBoardsChanged(t.cache);
    }
  }, 120_000);

  it.each([
    ['an unknown sort field', { worth: 'desc' }],
    ['a bad direction', { value: 'up' }],
  ])('400 on %s', async (_n, sort) => {
    const res = await t.app.inject(`/api/players?sort=${q(sort)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].param).toContain('sort');
  });
});
