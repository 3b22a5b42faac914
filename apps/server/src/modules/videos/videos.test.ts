import {
  contentItemSchema,
  envelope,
  errorResponseSchema,
  playerSummarySchema,
  videoViewSchema,
  videoWithPlayersSchema,
} from '@hoopdex/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { videoViews } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import {
  makeContent,
  makeCreator,
  makeLeague,
  makePlayer,
  makeUser,
} from '../content/content-fixtures';

describe('video calls', () => {
  let t: TestApp;
  let video: { id: number; videoid: string | null };
  let articleId: number;
  let ada: number;
  let bo: number;
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.db.db;
    const league = await makeLeague(db);
    ada = (await makePlayer(db, league.id, { firstname: 'Ada', lastname: 'Able' })).id;
    bo = (await makePlayer(db, league.id, { firstname: 'Bo', lastname: 'Baker' })).id;
    const c = await makeCreator(db, { displayname: 'Cam' });
    for (let i = 0; i < 11; i++)
      await makeContent(db, { creator: c, taggedPlayerIds: i < 3 ? [ada] : [] });
    video = await makeContent(db, { creator: c, videoid: 'yt-abc', taggedPlayerIds: [ada, bo] });
    articleId = (await makeContent(db, { creator: c, contentType: 'article' })).id;
    await makeUser(db, 'viewer');
  });
  afterAll(() => t.close());

  it('GET /api/videos lists only videos, paged, sortable', async () => {
    const res = await get('/api/videos?limit=5&offset=10');
    const body = envelope(z.array(contentItemSchema)).parse(res.json());
    expect(body.rowCount).toBe(12);
    expect(body.data).toHaveLength(2);
    expect(res.headers['cache-control']).toMatch(/^public/);
    const asc = envelope(z.array(contentItemSchema)).parse(
      (await get('/api/videos?sort=%7B%22id%22%3A%22asc%22%7D')).json(),
    );
    expect(asc.data[0]!.id).toBeLessThan(asc.data[1]!.id);
    expect((await get('/api/videos?sort=%7B%22nope%22%3A%22asc%22%7D')).statusCode).toBe(400);
  });

  it('GET /api/videos/:id by numeric id or video id; 404 for articles and unknown ids', async () => {
    const one = envelope(contentItemSchema);
    expect(one.parse((await get(`/api/videos/${video.id}`)).json()).data.id).toBe(video.id);
    const byVid = one.parse((await get('/api/videos/yt-abc')).json()).data;
    expect(byVid).toMatchObject({ id: video.id, content: { videoid: 'yt-abc', type: 'youtube' } });
    expect((await get(`/api/videos/${articleId}`)).statusCode).toBe(404);
    expect((await get('/api/videos/99999999999')).statusCode).toBe(404);
  });

  it('GET /api/videos_v2 embeds the tagged players', async () => {
    const body = envelope(z.array(videoWithPlayersSchema)).parse(
      (await get(`/api/videos_v2?id=${video.id}`)).json(),
    );
    expect(body.data[0]!.players.map((p) => p.id)).toEqual([ada, bo]);
    const all = envelope(z.array(videoWithPlayersSchema)).parse(
      (await get('/api/videos_v2?limit=100')).json(),
    );
    expect(all.data.filter((v) => v.players.length === 0)).toHaveLength(8);
  });

  it('GET /api/playersByVideoId by id or video id; 404 unknown; 400 missing', async () => {
    const list = envelope(z.array(playerSummarySchema));
    expect(
      list
        .parse((await get('/api/playersByVideoId?id=yt-abc')).json())
        .data.map((p) => p.firstname),
    ).toEqual(['Ada', 'Bo']);
    expect(list.parse((await get(`/api/playersByVideoId?id=${video.id}`)).json()).rowCount).toBe(2);
    expect((await get('/api/playersByVideoId?id=missing')).statusCode).toBe(404);
    const bad = await get('/api/playersByVideoId');
    expect(bad.statusCode).toBe(400);
    expect(errorResponseSchema.parse(bad.json()).errors[0]!.param).toBe('id');
  });

  it('GET /api/videosByPlayerId pages a player videos newest first', async () => {
    const list = envelope(z.array(contentItemSchema));
    const p1 = list.parse((await get(`/api/videosByPlayerId?playerId=${ada}&limit=2`)).json());
    expect(p1.rowCount).toBe(4);
    expect(p1.data[0]!.id).toBe(video.id);
    const p2 = list.parse(
      (await get(`/api/videosByPlayerId?playerId=${ada}&limit=2&offset=2`)).json(),
    );
    expect(p2.data).toHaveLength(2);
    expect(list.parse((await get('/api/videosByPlayerId?playerId=999999')).json()).rowCount).toBe(
      0,
    );
    expect((await get('/api/videosByPlayerId')).statusCode).toBe(400);
    expect((await get('/api/videosByPlayerId?playerId=x')).statusCode).toBe(400);
  });

  it('POST /api/video-analytics records views, anonymous or signed in', async () => {
    const post = (payload: object, token?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/video-analytics',
        payload,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
    const schema = envelope(videoViewSchema);
    expect(schema.parse((await post({ contentId: video.id })).json()).data).toEqual({
      contentId: video.id,
      view_count: 1,
    });
    const token = await t.sign({ sub: 'viewer' });
    expect(schema.parse((await post({ contentId: video.id }, token)).json()).data.view_count).toBe(
      2,
    );
    const ghost = await t.sign({ sub: 'ghost' }); // valid token, no such user: counted as anonymous
    expect((await post({ contentId: video.id }, ghost)).statusCode).toBe(200);
    const views = await t.db.db.select().from(videoViews).where(eq(videoViews.contentId, video.id));
    expect(views.map((v) => v.userId).sort()).toEqual(['viewer', null, null].sort());
    expect((await post({ contentId: 999999 })).statusCode).toBe(404);
    for (const bad of [{}, { contentId: 'x' }, { contentId: -1 }]) {
      const res = await post(bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].param).toBe('contentId');
    }
    expect((await post({ contentId: video.id }, 'bad-token')).statusCode).toBe(401);
  });
});
