import { contentItemSchema, envelope, showDetailSchema } from '@hoopdex/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { makeContent, makeCreator, makeShow } from '../content/content-fixtures';

describe('shows', () => {
  let t: TestApp;
  let show: { id: number; slug: string };
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.db.db;
    const host = await makeCreator(db, { displayname: 'Host', type: 'show' });
    show = await makeShow(db, { title: 'Film Study', creatorId: host.id, description: 'Tape' });
    await makeShow(db, { title: 'Second' });
    await makeShow(db, { title: 'Third' });
    for (let i = 0; i < 3; i++) await makeContent(db, { creator: host, showId: show.id });
    await makeContent(db, { creator: host });
  });
  afterAll(() => t.close());

  it('lists shows in order with rowCount and paging', async () => {
    const res = await get('/api/shows?limit=2');
    const body = envelope(z.array(showDetailSchema)).parse(res.json());
    expect(body.rowCount).toBe(3);
    expect(body.data.map((s) => s.title)).toEqual(['Film Study', 'Second']);
    expect(res.headers['cache-control']).toMatch(/^public, max-age=120/);
    const rest = envelope(z.array(showDetailSchema)).parse(
      (await get('/api/shows?limit=2&offset=2')).json(),
    );
    expect(rest.data.map((s) => s.title)).toEqual(['Third']);
    expect((await get('/api/shows?limit=1000')).statusCode).toBe(400);
  });

  it('gets a show by id or slug; 404 when missing', async () => {
    const one = envelope(showDetailSchema);
    expect(one.parse((await get(`/api/shows/${show.id}`)).json()).data).toMatchObject({
      title: 'Film Study',
      description: 'Tape',
      fan_count: 0,
    });
    expect(one.parse((await get(`/api/shows/${show.slug}`)).json()).data.id).toBe(show.id);
    expect((await get('/api/shows/999999')).statusCode).toBe(404);
  });

  it('pages its episodes newest first (also via /api/content?showId=)', async () => {
    const list = envelope(z.array(contentItemSchema));
    const eps = list.parse((await get(`/api/shows/${show.id}/episodes?limit=2`)).json());
    expect(eps.rowCount).toBe(3);
    expect(eps.data[0]!.publishedat > eps.data[1]!.publishedat).toBe(true);
    const same = list.parse((await get(`/api/content?showId=${show.id}&limit=2`)).json());
    expect(same.data.map((c) => c.id)).toEqual(eps.data.map((c) => c.id));
    expect((await get('/api/shows/nope/episodes')).statusCode).toBe(404);
    expect((await get(`/api/shows/${show.id}/episodes?offset=-1`)).statusCode).toBe(400);
  });
});
