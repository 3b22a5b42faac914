import { contentItemSchema, envelope, likeStatusSchema } from '@hoopdex/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { likes } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { makeContent, makeCreator, makeUser } from '../content/content-fixtures';

const status = envelope(likeStatusSchema);

describe('me/likes', () => {
  let t: TestApp;
  let a: string;
  let b: string;
  const items: number[] = [];
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      payload,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.db.db;
    const c = await makeCreator(db, { displayname: 'C' });
    for (let i = 0; i < 3; i++) items.push((await makeContent(db, { creator: c })).id);
    await makeUser(db, 'la');
    await makeUser(db, 'lb');
    a = await t.sign({ sub: 'la' });
    b = await t.sign({ sub: 'lb' });
  });
  afterAll(() => t.close());

  it('401 without or with a bad token', async () => {
    for (const token of [undefined, 'nope']) {
      expect((await call('POST', '/api/me/likes', token, { contentId: items[0] })).statusCode).toBe(
        401,
      );
      expect(
        (await call('DELETE', '/api/me/likes', token, { contentId: items[0] })).statusCode,
      ).toBe(401);
      expect((await call('GET', '/api/me/likes', token)).statusCode).toBe(401);
      expect((await call('GET', `/api/me/likesById?id=${items[0]}`, token)).statusCode).toBe(401);
    }
  });

  it('like and unlike are idempotent and move like_count once', async () => {
    const id = items[0]!;
    expect(
      status.parse((await call('POST', '/api/me/likes', a, { contentId: id })).json()).data,
    ).toEqual({ liked: true, like_count: 1 });
    expect(
      status.parse((await call('POST', '/api/me/likes', a, { contentId: id })).json()).data,
    ).toEqual({ liked: true, like_count: 1 });
    expect(
      status.parse((await call('POST', '/api/me/likes', b, { contentId: id })).json()).data
        .like_count,
    ).toBe(2);
    const s = await call('GET', `/api/me/likesById?id=${id}`, a);
    expect(s.headers['cache-control']).toBe('private, no-store');
    expect(status.parse(s.json()).data).toEqual({ liked: true, like_count: 2 });
    expect(
      status.parse((await call('DELETE', '/api/me/likes', a, { contentId: id })).json()).data,
    ).toEqual({ liked: false, like_count: 1 });
    expect(
      status.parse((await call('DELETE', '/api/me/likes', a, { contentId: id })).json()).data,
    ).toEqual({ liked: false, like_count: 1 });
    expect(
      status.parse((await call('GET', `/api/me/likesById?id=${id}`, a)).json()).data.liked,
    ).toBe(false);
  });

  it('100 concurrent likes give one row and +1', async () => {
    const id = items[1]!;
    const res = await Promise.all(
      Array.from({ length: 100 }, () => call('POST', '/api/me/likes', b, { contentId: id })),
    );
    expect(res.every((r) => r.statusCode === 200)).toBe(true);
    expect(await t.db.db.select().from(likes).where(eq(likes.contentId, id))).toHaveLength(1);
    expect(status.parse((await call('GET', `/api/me/likesById?id=${id}`, a)).json()).data).toEqual({
      liked: false,
      like_count: 1,
    });
  });

  it('lists liked content, most recent like first, paged', async () => {
    await call('POST', '/api/me/likes', b, { contentId: items[2] });
    const list = envelope(z.array(contentItemSchema));
    const page = list.parse((await call('GET', '/api/me/likes?limit=2', b)).json());
    expect(page.rowCount).toBe(3);
    expect(page.data.map((c) => c.id)).toEqual([items[2], items[1]]);
    const next = list.parse((await call('GET', '/api/me/likes?limit=2&offset=2', b)).json());
    expect(next.data.map((c) => c.id)).toEqual([items[0]]);
  });

  it("a user can neither see nor undo another user's like", async () => {
    const c = await makeCreator(t.db.db, { displayname: 'Private' });
    const id = (await makeContent(t.db.db, { creator: c })).id;
    expect((await call('POST', '/api/me/likes', a, { contentId: id })).statusCode).toBe(200);

    const bLiked = (await call('GET', '/api/me/likes?limit=100', b)).json() as {
      data: { id: number }[];
    };
    expect(bLiked.data.map((item) => item.id)).not.toContain(id);
    expect(status.parse((await call('GET', `/api/me/likesById?id=${id}`, b)).json()).data).toEqual({
      liked: false,
      like_count: 1,
    });

    // B's unlike is about B only: A's like and the count stay.
    expect((await call('DELETE', '/api/me/likes', b, { contentId: id })).statusCode).toBe(200);
    expect(status.parse((await call('GET', `/api/me/likesById?id=${id}`, a)).json()).data).toEqual({
      liked: true,
      like_count: 1,
    });
  });

  it('404 unknown content, 400 bad input', async () => {
    expect((await call('POST', '/api/me/likes', a, { contentId: 999999 })).statusCode).toBe(404);
    expect((await call('GET', '/api/me/likesById?id=999999', a)).statusCode).toBe(404);
    for (const [method, url, payload, param] of [
      ['POST', '/api/me/likes', { contentId: 'abc' }, 'contentId'],
      ['POST', '/api/me/likes', {}, 'contentId'],
      ['DELETE', '/api/me/likes', { contentId: 0 }, 'contentId'],
      ['GET', '/api/me/likesById', undefined, 'id'],
      ['GET', '/api/me/likesById?id=1.5', undefined, 'id'],
      ['GET', '/api/me/likes?limit=101', undefined, 'limit'],
    ] as const) {
      const res = await call(method, url, a, payload);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().errors[0].param).toBe(param);
    }
  });
});
