import {
  contentItemSchema,
  creatorDetailSchema,
  envelope,
  explorerRowSchema,
  leaderboardResultSchema,
  playerSchema,
  playerSeasonStatsSchema,
} from '@hoopdex/contract';
import { and, eq, sql } from 'drizzle-orm';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { playerGameStats } from '../db/schema/index';
import { makeContent, makeCreator, makeUser } from '../modules/content/content-fixtures';
import { rawKey } from '../test/raw-cache-key';
import { boxScoresChanged } from '../modules/stats/index';
import { FIXTURE_DATES, seedStatsFixture, type StatsFixture } from '../modules/stats/stats-fixture';
import { buildTestApp, type TestApp } from '../test/build-test-app';

// Public reads keep the serialized, checked body with its ETag (plugins/route-cache.ts publicJson).
let t: TestApp;
let fx: StatsFixture;
let contentId: number;
let fan: string;
beforeAll(async () => {
  t = await buildTestApp();
  fx = await seedStatsFixture(t.db.db);
  const creator = await makeCreator(t.db.db, { displayname: 'Film Room', profileKey: 'film-room' });
  contentId = (await makeContent(t.db.db, { creator, title: 'Ann Archer highlights' })).id;
  await makeUser(t.db.db, 'fan');
  fan = await t.sign({ sub: 'fan' });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const as = <S extends z.ZodType>(schema: S, res: { json(): unknown }) =>
  (envelope(schema).parse(res.json()) as { data: z.output<S> }).data;

describe('public reads from the serialized cache', () => {
  it.each([
    '/api/leaderboards?interval_code=latest_season',
    '/api/leaderboards?interval_code=lastweek&statistic=pts_average',
    '/api/explorer?limit=3',
    '/api/players?limit=3',
    '/api/players/ann-archer',
    '/api/players/ann-archer/stats?interval_id=latest_season',
    '/api/leagueStatTotalsByInterval?interval_code=latest_season',
    '/api/content?limit=2',
    '/api/creators/film-room',
    '/api/searchByKeyword?keyword=archer',
    '/api/organizations',
  ])('%s: the cached body is the fresh body, JSON with a strong ETag', async (url) => {
    const first = await get(url); // computed, then kept
    const again = await get(url); // from the cache
    await t.cache.invalidate(rawKey``); // everything: the next answer is computed afresh
    const fresh = await get(url);
    for (const res of [first, again, fresh]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+/);
      expect(res.headers.etag).toMatch(/^"[\w-]{27}"$/);
    }
    expect(again.body).toBe(first.body);
    expect(fresh.body).toBe(first.body);
    expect(new Set([first, again, fresh].map((r) => r.headers.etag)).size).toBe(1);
    expect(first.json()).toHaveProperty('rowCount');
  });

  it('answers a matching If-None-Match with 304 and no body', async () => {
    const url = '/api/leaderboards?interval_code=latest_season';
    const { etag } = (await get(url)).headers as { etag: string };
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const res = await get(url, { 'if-none-match': header });
      expect(res.statusCode).toBe(304);
      expect(res.body).toBe('');
      expect(res.headers.etag).toBe(etag);
      expect(res.headers['cache-control']).toMatch(/^public/);
    }
    const changed = await get(url, { 'if-none-match': '"not-this-one"' });
    expect(changed.statusCode).toBe(200);
    expect(changed.body.length).toBeGreaterThan(0);
  });

  it('a large body goes gzipped, once made, to a client that accepts it; the same JSON either way', async () => {
    const url = '/api/leaderboards?interval_code=latest_season';
    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    for (const encoding of ['gzip', 'br, gzip, deflate']) {
      const zipped = await get(url, { 'accept-encoding': encoding });
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zipped.headers.etag).toBe(plain.headers.etag);
      expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
    }
    expect(
      (await get(url, { 'accept-encoding': 'br' })).headers['content-encoding'],
    ).toBeUndefined();
  });

  it('a 404 stays a 404 (remembered, and not as a body)', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await get('/api/creators/nobody-here');
      expect(res.statusCode).toBe(404);
      expect(res.headers.etag).toBeUndefined();
      expect(res.json()).toEqual({ errors: [{ msg: 'No creator nobody-here', param: 'slug' }] });
    }
  });
});

describe('writes are visible on the next read', () => {
  const write = (method: 'POST' | 'DELETE', url: string, payload: object) =>
    t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${fan}` } });

  it("a follow moves the player's and the creator's fan_count at once", async () => {
    const before = await get('/api/players/ann-archer');
    expect(as(playerSchema, before).fan_count).toBe(0);
    expect(as(creatorDetailSchema, await get('/api/creators/film-room')).fan_count).toBe(0);

    await write('POST', '/api/me/userFollows', { slug: 'ann-archer', followType: 'player' });
    await write('POST', '/api/me/userFollows', { slug: 'film-room', followType: 'creator' });

    const after = await get('/api/players/ann-archer', {
      'if-none-match': before.headers.etag as string,
    });
    expect(after.statusCode).toBe(200); // the old ETag no longer matches
    expect(as(playerSchema, after).fan_count).toBe(1);
    expect(as(creatorDetailSchema, await get('/api/creators/film-room')).fan_count).toBe(1);

    await write('DELETE', '/api/me/userFollows', { slug: 'ann-archer', followType: 'player' });
    expect(as(playerSchema, await get('/api/players/ann-archer')).fan_count).toBe(0);
  });

  it("a like moves the item's like_count at once", async () => {
    const url = `/api/content/${contentId}`;
    expect(as(contentItemSchema, await get(url)).like_count).toBe(0);
    expect((await write('POST', '/api/me/likes', { contentId })).statusCode).toBe(200);
    expect(as(contentItemSchema, await get(url)).like_count).toBe(1);
  });

  it('a comment shows on the next read of its list', async () => {
    const url = `/api/content/${contentId}/comments`;
    expect((await get(url)).json()).toMatchObject({ rowCount: 0 });
    const posted = await write('POST', url, { body: 'Great game' });
    expect(posted.statusCode).toBe(201);
    expect((await get(url)).json()).toMatchObject({ rowCount: 1, data: [{ body: 'Great game' }] });
  });

  it('a stats import (then boxScoresChanged) refreshes leaderboards, explorer and player stats', async () => {
    const urls = {
      board: '/api/leaderboards?interval_code=latest_season&statistic=pts_average',
      explorer: '/api/explorer?q=archer',
      player: '/api/players/ann-archer/stats?interval_id=latest_season',
    };
    const read = async () => {
      const board = as(leaderboardResultSchema, await get(urls.board));
      return {
        board: board.items.find((i) => i.player.slug === 'ann-archer')?.pts_average,
        explorer: as(z.array(explorerRowSchema), await get(urls.explorer))[0]?.pts_average,
        player: as(playerSeasonStatsSchema, await get(urls.player)).pts_average,
      };
    };
    expect(await read()).toEqual({ board: 20, explorer: 20, player: 20 });

    // The import: 50 more points in one of Ann's five current-season games.
    await t.db.db
      .update(playerGameStats)
      .set({ pts: sql`${playerGameStats.pts} + 50` })
      .where(
        and(
          eq(playerGameStats.playerId, fx.playerIds['ann-archer']!),
          eq(playerGameStats.gameDate, FIXTURE_DATES.G1),
        ),
      );
    expect(await read()).toEqual({ board: 20, explorer: 20, player: 20 }); // cached until told
    await boxScoresChanged(t.cache);
    expect(await read()).toEqual({ board: 30, explorer: 30, player: 30 });
  });
});
