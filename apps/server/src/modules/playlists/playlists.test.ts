import { envelope, playlistSchema } from '@hoopdex/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { playlistItems, playlists } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { makeContent, makeCreator } from '../content/content-fixtures';

describe('playlists', () => {
  let t: TestApp;
  const ids: number[] = [];
  let featuredId: number;
  let plainId: number;
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.db.db;
    const c = await makeCreator(db, { displayname: 'Curator' });
    for (let i = 0; i < 3; i++) ids.push((await makeContent(db, { creator: c })).id);
    const [f] = await db
      .insert(playlists)
      .values({ title: 'Best Dunks', featured: true })
      .returning();
    const [p] = await db.insert(playlists).values({ title: 'Hidden' }).returning();
    featuredId = f!.id;
    plainId = p!.id;
    // Playlist order differs from id order on purpose.
    await db.insert(playlistItems).values([
      { playlistId: featuredId, contentId: ids[2]!, position: 1 },
      { playlistId: featuredId, contentId: ids[0]!, position: 2 },
      { playlistId: plainId, contentId: ids[1]!, position: 1 },
    ]);
  });
  afterAll(() => t.close());

  it('lists featured playlists with their items in playlist order', async () => {
    const res = await get('/api/getAllFeaturedPlaylists');
    const body = envelope(z.array(playlistSchema)).parse(res.json());
    expect(body.rowCount).toBe(1);
    expect(body.data[0]).toMatchObject({ id: featuredId, title: 'Best Dunks', featured: true });
    expect(body.data[0]!.items!.map((i) => i.id)).toEqual([ids[2], ids[0]]);
    expect(res.headers['cache-control']).toMatch(/^public, max-age=300/);
    expect((await get('/api/getAllFeaturedPlaylists?limit=-1')).statusCode).toBe(400);
  });

  it('gets any playlist by id; 404 when missing, 400 when not a number', async () => {
    const one = envelope(playlistSchema).parse((await get(`/api/playlists/${plainId}`)).json());
    expect(one.data.items!.map((i) => i.id)).toEqual([ids[1]]);
    expect((await get('/api/playlists/999999')).statusCode).toBe(404);
    expect((await get('/api/playlists/abc')).statusCode).toBe(400);
  });
});
