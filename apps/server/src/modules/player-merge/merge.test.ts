import { envelope, errorResponseSchema, playerMergeSchema } from '@hoopdex/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  follows,
  playerAliases,
  playerExternalIds,
  scoutBoardItems,
  scoutBoards,
  scoutNotes,
  users,
} from '../../db/schema/index';
import { sqlRows } from '../../db/sql-rows';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createContent } from '../../test/factories';
import { seedStatsFixture, type StatsFixture } from '../stats/stats-fixture';

// Player merge and undo (decision 0031): Cy Cole (one game) merged into Dee Dunn (two others),
// with follows, notes, a board, a video tag, an alias and an ESPN id; then undone.
let t: TestApp;
let fx: StatsFixture;
let admin: string;
let fan: string;
beforeAll(async () => {
  t = await buildTestApp();
  fx = await seedStatsFixture(t.db.db);
  await t.db.db.insert(users).values([
    { id: 'm-admin', name: 'A', email: 'm-admin@test.local', role: 'admin' },
    { id: 'm-fan', name: 'F', email: 'm-fan@test.local', role: 'fan' },
    { id: 'm-scout', name: 'S', email: 'm-scout@test.local', role: 'scout' },
  ]);
  admin = await t.sign({ sub: 'm-admin', role: 'admin' });
  fan = await t.sign({ sub: 'm-fan', role: 'fan' });
  const cy = fx.playerIds['cy-cole'] as number;
  const dee = fx.playerIds['dee-dunn'] as number;
  const db = t.db.db;
  await db.insert(follows).values([
    { userId: 'm-fan', followType: 'player', targetId: cy },
    { userId: 'm-fan', followType: 'player', targetId: dee }, // a twin: removed, then back
    { userId: 'm-scout', followType: 'player', targetId: cy },
    // A creator's follow with Cy's id as target is not a player's: it must not move.
    { userId: 'm-admin', followType: 'creator', targetId: cy },
  ]);
  await db.insert(scoutNotes).values([
    { userId: 'm-scout', playerId: cy, note: 'cy' },
    { userId: 'm-scout', playerId: dee, note: 'dee' },
  ]);
  const [board] = await db.insert(scoutBoards).values({ userId: 'm-scout', name: 'B' }).returning();
  await db
    .insert(scoutBoardItems)
    .values({ boardId: board?.id as number, playerId: cy, position: 0 });
  await createContent(db, { playerIds: [cy] });
  await db.insert(playerAliases).values({ slug: 'cyrus-cole', name: 'Cyrus Cole', playerId: cy });
  await db.insert(playerExternalIds).values({ source: 'espn', externalId: '77', playerId: cy });
});
afterAll(() => t.close());

const post = (url: string, body?: object, token: string | null = admin) =>
  t.app.inject({
    method: 'POST',
    url,
    ...(body ? { payload: body } : {}),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
const merge = (keep: number, m: number, token?: string | null) =>
  post('/api/admin/players/merge', { keep, merge: m }, token);

/** Every table's row count and contents, but the merge log and what is recomputed. */
async function snapshot() {
  const tables = await sqlRows<{ name: string }>(
    t.db.db,
    sql`select tablename as name from pg_tables where schemaname = 'public'
      and tablename not in ('player_merges', 'stats_version', 'player_values') order by 1`,
  );
  const out: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await sqlRows<{ n: number; h: string | null }>(
      t.db.db,
      sql.raw(
        `select count(*)::int as n, md5(string_agg(to_jsonb(x)::text, '|' order by to_jsonb(x)::text)) as h from "${name}" x`,
      ),
    );
    out[name] = `${row?.n} ${row?.h}`;
  }
  return out;
}
const lines = async (playerId: number) =>
  (
    await sqlRows<{ n: number }>(
      t.db.db,
      sql`select count(*)::int as n from player_game_stats where player_id = ${playerId}`,
    )
  )[0]?.n;

describe('POST /api/admin/players/merge', () => {
  it('needs an admin and two players', async () => {
    const cy = fx.playerIds['cy-cole'] as number;
    const dee = fx.playerIds['dee-dunn'] as number;
    expect((await merge(dee, cy, null)).statusCode).toBe(401);
    expect((await merge(dee, cy, fan)).statusCode).toBe(403);
    for (const body of [
      { keep: dee },
      { keep: 'x', merge: cy },
      { keep: dee, merge: cy, extra: 1 },
      { keep: -1, merge: cy },
    ]) {
      const res = await post('/api/admin/players/merge', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorResponseSchema.parse(res.json()).errors.length).toBeGreaterThan(0);
    }
    const self = await merge(dee, dee);
    expect(self.statusCode).toBe(400);
    expect(errorResponseSchema.parse(self.json()).errors[0]?.param).toBe('merge');
    const missing = await merge(dee, 999_999);
    expect(missing.statusCode).toBe(404);
    expect(errorResponseSchema.parse(missing.json()).errors[0]?.param).toBe('merge');
  });

  it('refuses two players of one game, saying why', async () => {
    const before = await snapshot();
    const res = await merge(
      fx.playerIds['ann-archer'] as number,
      fx.playerIds['bob-baker'] as number,
    );
    expect(res.statusCode).toBe(400);
    expect(errorResponseSchema.parse(res.json()).errors[0]?.msg).toMatch(
      /Ann Archer and Bob Baker both played in the game of 2025-02-20/,
    );
    expect(await snapshot()).toEqual(before);
  });

  it('moves every line, keeps the name findable, and an undo puts back every row', async () => {
    const cy = fx.playerIds['cy-cole'] as number;
    const dee = fx.playerIds['dee-dunn'] as number;
    // Warm the caches a merge must drop.
    const page = async (slug: string) =>
      t.app.inject({ method: 'GET', url: `/api/players/${slug}` });
    expect((await page('cy-cole')).statusCode).toBe(200);
    const before = await snapshot();
    const [cyLines, deeLines] = [await lines(cy), await lines(dee)];
    expect([cyLines, deeLines]).toEqual([1, 2]);

    const res = await merge(dee, cy);
    expect(res.statusCode, res.body).toBe(200);
    const done = envelope(playerMergeSchema).parse(res.json()).data;
    expect(done).toMatchObject({
      keep: { id: dee, slug: 'dee-dunn' },
      merged: { id: cy, slug: 'cy-cole', name: 'Cy Cole' },
      undone_at: null,
    });
    // The twin follow and the twin note were removed (the kept player's stay); the rest moved.
    expect(done.lines_removed).toBe(2);
    expect(await lines(dee)).toBe(3);
    expect(await lines(cy)).toBe(0);
    expect((await page('cy-cole')).statusCode).toBe(404);
    const refs = await sqlRows<Record<string, number>>(
      t.db.db,
      sql`select (select count(*) from follows where follow_type = 'player' and target_id = ${dee})::int as follows,
        (select count(*) from follows where follow_type = 'creator' and target_id = ${cy})::int as creator_follows,
        (select count(*) from scout_board_items where player_id = ${dee})::int as board,
        (select count(*) from content_players where player_id = ${dee})::int as tags,
        (select count(*) from player_aliases where player_id = ${dee})::int as aliases,
        (select count(*) from player_external_ids where player_id = ${dee})::int as ids`,
    );
    expect(refs[0]).toEqual({
      follows: 2,
      creator_follows: 1,
      board: 1,
      tags: 1,
      aliases: 2,
      ids: 1,
    });
    // The merged name finds the kept player.
    const found = await t.app.inject({
      method: 'GET',
      url: '/api/searchByKeyword?keyword=cy%20cole&only[]=players',
    });
    expect(found.statusCode, found.body).toBe(200);
    expect(JSON.stringify(found.json())).toContain('dee-dunn');
    const list = envelope(z.array(playerMergeSchema)).parse(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/admin/players/merges',
          headers: { authorization: `Bearer ${admin}` },
        })
      ).json(),
    );
    expect(list.data[0]?.id).toBe(done.id);

    const undo = await post(`/api/admin/players/merges/${done.id}/undo`);
    expect(undo.statusCode, undo.body).toBe(200);
    expect(envelope(playerMergeSchema).parse(undo.json()).data.undone_at).not.toBeNull();
    expect(await snapshot()).toEqual(before);
    expect((await page('cy-cole')).statusCode).toBe(200);
    // Twice is a conflict; an unknown merge a 404; a bad id a 400; a fan a 403.
    expect((await post(`/api/admin/players/merges/${done.id}/undo`)).statusCode).toBe(409);
    expect((await post('/api/admin/players/merges/424242/undo')).statusCode).toBe(404);
    expect((await post('/api/admin/players/merges/abc/undo')).statusCode).toBe(400);
    expect(
      (await post(`/api/admin/players/merges/${done.id}/undo`, undefined, fan)).statusCode,
    ).toBe(403);
  });
});
