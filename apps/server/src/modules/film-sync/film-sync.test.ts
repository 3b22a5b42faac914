import {
  clipFor,
  envelope,
  filmStatusSchema,
  playerPlaySchema,
  playSchema,
} from '@hoopdex/contract';
import { eq, sql } from 'drizzle-orm';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { games, playByPlayEvents, players, studioItems, users } from '../../db/schema/index';
import { sqlRows } from '../../db/sql-rows';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { postBoxScores, seedImportFixture, twoGames } from '../box-score-import/box-score-fixture';
import { trueMoment } from './drawn-film';
import { makeTestFilm, testPlays, testRegion, testSegments } from './film-sync-fixture';

// The film of film-sync-fixture.ts uploaded for game 1 of the box-score fixture, whose plays
// are replaced by testPlays (Nia's): every clip must hold its play's true moment.
const statusAnswer = envelope(filmStatusSchema);
let t: TestApp;
let dir: string;
let film: Buffer;
let admin: string;
let gameId: number;
let otherGame: number;
const region = `${testRegion.x},${testRegion.y},${testRegion.w},${testRegion.h}`;

const upload = (game: number, body: Buffer | string, query = '', type = 'video/mp4') =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/games/${game}/film${query}`,
    payload: body,
    headers: { authorization: `Bearer ${admin}`, 'content-type': type },
  });
const status = async (game: number) => {
  const res = await t.app.inject({ url: `/api/games/${game}/film` });
  expect(res.statusCode, res.body).toBe(200);
  return statusAnswer.parse(res.json()).data;
};
/** Runs media jobs (transcode, sync, its follow-up) until none is due. */
async function drain() {
  for (let i = 0; i < 10; i++) {
    const outcome = await t.app.studioJobs.runner.runOnce();
    if (outcome === 'none') {
      const [due] = await sqlRows<{ n: number }>(
        t.db.db,
        sql`select count(*)::int as n from media_jobs where state = 'queued'`,
      );
      if (!due?.n) return;
      await new Promise((r) => setTimeout(r, 500));
    }
  }
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'hx-film-'));
  t = await buildTestApp({ media: { dir } });
  await seedImportFixture(t.db.db);
  await t.db.db
    .insert(users)
    .values({ id: 'film-admin', name: 'A', email: 'film-admin@test.local', role: 'admin' });
  admin = await t.sign({ sub: 'film-admin', role: 'admin' });
  expect((await postBoxScores(t.app, admin, twoGames)).statusCode).toBe(200);
  const rows = await t.db.db.select().from(games).orderBy(games.gameDate);
  gameId = rows[0]!.id;
  otherGame = rows[1]!.id;
  const [nia] = await t.db.db.select().from(players).where(eq(players.slug, 'nia-new'));
  await t.db.db.insert(playByPlayEvents).values(
    testPlays.map(([period, clockTenths, event], i) => ({
      gameId,
      seq: i + 1,
      period,
      clockTenths,
      event,
      teamId: rows[0]!.homeTeamId,
      playerId: nia!.id,
    })),
  );
  await makeTestFilm(path.join(dir, 'film.mp4'));
  film = await readFile(path.join(dir, 'film.mp4'));
}, 120_000);
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

describe('game film: upload, sync, clips', () => {
  it('refuses bad input, naming it, and keeps nothing', async () => {
    const before = await t.db.db.select().from(studioItems);
    const notVideo = await upload(gameId, 'just text\n'.repeat(50), `?clock_region=${region}`);
    expect(notVideo.statusCode).toBe(400);
    expect(notVideo.json().errors[0]).toEqual({
      msg: 'This file is not a video we can play',
      param: 'body',
    });
    const outside = await upload(gameId, film, '?clock_region=400,250,200,40');
    expect(outside.statusCode).toBe(400);
    expect(outside.json().errors[0]).toMatchObject({ param: 'clock_region' });
    expect(outside.json().errors[0].msg).toMatch(/outside the 480×270 frame/);
    const badRegion = await upload(gameId, film, '?clock_region=1,2,3');
    expect(badRegion.statusCode).toBe(400);
    const badSync = await upload(gameId, film, `?sync=${encodeURIComponent('[{"period":1}]')}`);
    expect(badSync.statusCode).toBe(400);
    expect((await upload(999_999, film)).statusCode).toBe(404);
    const anon = await t.app.inject({
      method: 'POST',
      url: `/api/admin/games/${gameId}/film`,
      payload: film,
      headers: { 'content-type': 'video/mp4' },
    });
    expect(anon.statusCode).toBe(401);
    expect(await t.db.db.select().from(studioItems)).toEqual(before);
    expect((await t.app.inject({ url: `/api/games/${gameId}/film` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/games/999999/film' })).statusCode).toBe(404);
  });

  it('syncs the film: every play gets a clip holding its true moment', async () => {
    const res = await upload(gameId, film, `?clock_region=${region}`);
    expect(res.statusCode, res.body).toBe(200);
    const queued = statusAnswer.parse(res.json()).data;
    expect(queued).toMatchObject({ game_id: gameId, state: 'queued', stream_url: null });
    // Before the sync, plays have no clip.
    const plain = envelope(z.array(playSchema)).parse(
      (await t.app.inject({ url: `/api/games/${gameId}/plays` })).json(),
    );
    expect(plain.data.every((p) => p.video === null)).toBe(true);

    await drain();
    const done = await status(gameId);
    expect(done, JSON.stringify(done)).toMatchObject({
      state: 'ready',
      progress: 100,
      message: null,
      plays: { total: testPlays.length, with_video: testPlays.length },
      content_id: null,
    });
    expect(done.stream_url).toMatch(/master\.m3u8$/);
    expect(done.ocr!.read_percent).toBeGreaterThan(70);

    const plays = envelope(z.array(playSchema)).parse(
      (await t.app.inject({ url: `/api/games/${gameId}/plays` })).json(),
    ).data;
    for (const p of plays) {
      const [period, clock, event] = testPlays[p.seq - 1]!;
      const truth = trueMoment(testSegments, period, clock, event)!;
      expect(p.video, `${p.period} ${p.clock} ${p.event}`).toMatchObject({
        stream_url: done.stream_url,
        content_id: null,
      });
      expect(p.video!.start, `${p.clock} ${p.event}`).toBeLessThanOrEqual(truth);
      expect(p.video!.end, `${p.clock} ${p.event}`).toBeGreaterThanOrEqual(truth);
      expect(p.video!.end - p.video!.start).toBeLessThanOrEqual(45);
    }
    // The player's plays carry the same clips.
    const mine = envelope(z.array(playerPlaySchema)).parse(
      (
        await t.app.inject({ url: `/api/players/nia-new/plays?event=fg3_made&game=${gameId}` })
      ).json(),
    ).data;
    expect(mine).toHaveLength(3);
    expect(mine.every((p) => p.video !== null)).toBe(true);
  }, 180_000);

  it('a film whose clock cannot be read fails, says how much it read and asks for sync points', async () => {
    // A region of bare court: no clock anywhere.
    const res = await upload(otherGame, film, '?clock_region=10,10,120,40');
    expect(res.statusCode, res.body).toBe(200);
    await drain();
    const failed = await status(otherGame);
    expect(failed.state).toBe('failed');
    expect(failed.message).toMatch(/Read the game clock on 0% of the film .*sync points/);
    expect(failed.plays.with_video).toBe(0);
  }, 120_000);

  it('the Studio attaches a ready video with sync points and no region: the sync finds the board', async () => {
    const { studio_item_id } = await status(gameId);
    // Another admin-owned item attached to game 2 from the Studio path, with sync points only.
    const sync = [
      { period: 1, clock: '11:48', video_time: 2.5 },
      { period: 1, clock: '11:40', video_time: 10.4 },
    ];
    const attach = await t.app.inject({
      method: 'POST',
      url: `/api/me/content/${studio_item_id}/game`,
      headers: { authorization: `Bearer ${admin}` },
      payload: { game_id: otherGame, sync },
    });
    expect(attach.statusCode, attach.body).toBe(200);
    await drain();
    const synced = await status(otherGame);
    expect(synced).toMatchObject({ state: 'ready', sync, clock_region: null });
    // No region given: the sync found the scoreboard (on the board drawn at testRegion) and
    // read it; the manual points still win at their own clock times.
    const found = synced.read_region!;
    expect(found).toMatchObject({ found: true, frame_w: 480, frame_h: 270 });
    expect(found.x + found.w / 2).toBeGreaterThan(testRegion.x);
    expect(found.x + found.w / 2).toBeLessThan(testRegion.x + testRegion.w);
    expect(synced.ocr!.read_percent).toBeGreaterThan(60);
    expect(synced.ocr!.seen.join(' ')).toMatch(/11:4\d/);
    const [row] = await sqlRows<{ map: { p: number; c: number; f: number }[] }>(
      t.db.db,
      sql`select map from game_films where game_id = ${otherGame}`,
    );
    expect(row!.map.find((a) => a.c === 7080)!.f).toBe(2.5);
    expect(row!.map.find((a) => a.c === 7000)!.f).toBe(10.4);
    const clip = clipFor(row!.map as never, 1, 7050, 'fg2_made', null);
    expect(clip!.start).toBeLessThan(5.5);

    // Not the owner, not an admin: no such item. A region outside the frame: 400.
    await t.db.db.insert(users).values({ id: 'film-fan', name: 'F', email: 'fan@test.local' });
    const fan = await t.sign({ sub: 'film-fan' });
    const notMine = await t.app.inject({
      method: 'POST',
      url: `/api/me/content/${studio_item_id}/game`,
      headers: { authorization: `Bearer ${fan}` },
      payload: { game_id: otherGame },
    });
    expect(notMine.statusCode).toBe(404);
    const outside = await t.app.inject({
      method: 'POST',
      url: `/api/me/content/${studio_item_id}/game`,
      headers: { authorization: `Bearer ${admin}` },
      payload: { game_id: otherGame, clock_region: { x: 470, y: 0, w: 20, h: 20 } },
    });
    expect(outside.statusCode).toBe(400);
    const unknown = await t.app.inject({
      method: 'POST',
      url: `/api/me/content/${studio_item_id}/game`,
      headers: { authorization: `Bearer ${admin}` },
      payload: { game_id: 999_999 },
    });
    expect(unknown.statusCode).toBe(404);
  }, 120_000);
});
