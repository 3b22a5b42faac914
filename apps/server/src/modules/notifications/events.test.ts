import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { follows, users } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { makeCreator, makeUser } from '../content/content-fixtures';
import { openSse, type SseStream } from './sse-client.test-helper';

describe('GET /api/me/events (Server-Sent Events)', () => {
  let t: TestApp;
  let base: string;
  const tok: Record<string, string> = {};
  const open: SseStream[] = [];

  const stream = async (who: string | undefined, extra: Record<string, string> = {}) => {
    const s = await openSse(`${base}/api/me/events`, {
      ...(who ? { authorization: `Bearer ${tok[who] ?? who}` } : {}),
      ...extra,
    });
    open.push(s);
    return s;
  };
  const post = (who: string, body: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/me/content',
      headers: { authorization: `Bearer ${tok[who]}` },
      payload: { content_type: 'user_post', body },
    });

  beforeAll(async () => {
    t = await buildTestApp({ alerts: { perUser: 3, idleMs: 1_500, heartbeatMs: 200 } });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const db = t.db.db;
    const creator = await makeCreator(db, { displayname: 'Film Room' });
    for (const id of ['author', 'alice', 'bob']) {
      await makeUser(db, id);
      tok[id] = await t.sign({ sub: id });
    }
    await db.update(users).set({ creatorId: creator.id }).where(eq(users.id, 'author'));
    await db
      .insert(follows)
      .values({ userId: 'alice', followType: 'creator', targetId: creator.id });
  });
  afterAll(async () => {
    open.forEach((s) => s.close());
    await t.close();
  });

  it('401 without a session or token, or with a bad token', async () => {
    for (const who of [undefined, 'garbage']) {
      const s = await stream(who);
      expect(s.status).toBe(401);
    }
  });

  it('opens with the unread count, then says "something new" to the reached user only', async () => {
    const alice = await stream('alice');
    const bob = await stream('bob');
    expect(alice.status).toBe(200);
    expect((await alice.next('sync')).data).toMatchObject({ unread: 0, latest_id: 0 });
    await bob.next('sync');
    expect((await post('author', 'new post')).statusCode).toBe(200);
    const got = await alice.next('notification');
    const list = (
      await t.app.inject({
        method: 'GET',
        url: '/api/me/notifications',
        headers: { authorization: `Bearer ${tok.alice}` },
      })
    ).json();
    // The stream names the stored notification; the list is the truth.
    expect(got.data).toEqual({ id: list.data[0].id, unread: 1 });
    expect(got.id).toBe(String(list.data[0].id));
    await expect(bob.next('notification', 400)).rejects.toThrow(/no notification/);
    alice.close();
    bob.close();
  });

  it('Last-Event-ID: a reconnect learns whether it missed something', async () => {
    const first = await stream('alice');
    const sync = await first.next('sync');
    first.close();
    const latest = Number(sync.id);
    const upToDate = await stream('alice', { 'last-event-id': String(latest) });
    expect((await upToDate.next('sync')).data).toMatchObject({ missed: false });
    upToDate.close();
    await post('author', 'while away');
    const behind = await stream('alice', { 'last-event-id': String(latest) });
    const caught = await behind.next('sync');
    expect(caught.data).toMatchObject({ missed: true, unread: 2 });
    expect(Number(caught.id)).toBeGreaterThan(latest);
    behind.close();
  });

  it('marking read elsewhere updates the count on open streams', async () => {
    const s = await stream('alice');
    await s.next('sync');
    await t.app.inject({
      method: 'POST',
      url: '/api/me/notifications/read',
      headers: { authorization: `Bearer ${tok.alice}` },
      payload: { all: true },
    });
    expect((await s.next('unread')).data).toEqual({ unread: 0 });
    s.close();
  });

  it('limits open streams per user, and a closed one frees its place', async () => {
    const three = [await stream('bob'), await stream('bob'), await stream('bob')];
    expect(three.map((s) => s.status)).toEqual([200, 200, 200]);
    const fourth = await stream('bob');
    expect(fourth.status).toBe(429);
    // Another user is not affected.
    expect((await stream('alice')).status).toBe(200);
    three[0]!.close();
    let again = 429;
    for (let i = 0; i < 50 && again === 429; i++) {
      await new Promise((r) => setTimeout(r, 50));
      const s = await stream('bob');
      again = s.status;
      if (again === 200) s.close();
    }
    expect(again).toBe(200);
    three.forEach((s) => s.close());
  });

  it('sends heartbeats and ends an idle stream (the client reconnects)', async () => {
    const s = await stream('bob');
    await s.next('sync');
    const started = Date.now();
    await s.ended;
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_000);
  });
});
