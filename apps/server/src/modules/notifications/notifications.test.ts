import {
  envelope,
  markReadResultSchema,
  notificationSchema,
  createdContentSchema,
  unreadCountSchema,
} from '@hoopdex/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { follows, scoutBoardItems, scoutBoards, users } from '../../db/schema/index';
import { sqlRows } from '../../db/sql-rows';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import {
  makeCreator,
  makeLeague,
  makePlayer,
  makeShow,
  makeUser,
} from '../content/content-fixtures';
import { createMemoryAlertsBus } from './alerts-bus';
import { notify } from './fan-out.service';

const list = envelope(z.array(notificationSchema));
const count = envelope(unreadCountSchema);
const marked = envelope(markReadResultSchema);
const published = envelope(createdContentSchema);

describe('notifications: fan-out, publishing, inbox', () => {
  let t: TestApp;
  // Whoever fans out announces it: the inbox cache (and the streams) hear it on the bus.
  const bus = createMemoryAlertsBus();
  const tok: Record<string, string> = {};
  let creatorId: number;
  let showId: number;
  let playerId: number;

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, who?: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      payload,
      headers: who ? { authorization: `Bearer ${tok[who] ?? who}` } : {},
    });
  const inbox = async (who: string, query = '') =>
    list.parse((await call('GET', `/api/me/notifications${query}`, who)).json());
  const unread = async (who: string) =>
    count.parse((await call('GET', '/api/me/notifications/unread-count', who)).json()).data.unread;

  beforeAll(async () => {
    t = await buildTestApp({}, { alerts: bus });
    const db = t.db.db;
    const league = await makeLeague(db);
    playerId = (await makePlayer(db, league.id, { firstname: 'Zed', lastname: 'Star' })).id;
    const creator = await makeCreator(db, { displayname: 'Film Room', profileKey: 'film-room' });
    creatorId = creator.id;
    showId = (await makeShow(db, { title: 'Weekly', creatorId })).id;
    for (const id of ['author', 'alice', 'bob', 'carol', 'dora']) {
      await makeUser(db, id);
      tok[id] = await t.sign({ sub: id });
    }
    await db.update(users).set({ creatorId, role: 'creator' }).where(eq(users.id, 'author'));
    // alice follows the creator, bob the show, dora both; carol follows nobody.
    await db.insert(follows).values([
      { userId: 'alice', followType: 'creator', targetId: creatorId },
      { userId: 'bob', followType: 'show', targetId: showId },
      { userId: 'dora', followType: 'creator', targetId: creatorId },
      { userId: 'dora', followType: 'show', targetId: showId },
    ]);
  });
  afterAll(() => t.close());

  it('401 without a valid token on every call', async () => {
    for (const who of [undefined, 'garbage']) {
      expect((await call('GET', '/api/me/notifications', who)).statusCode).toBe(401);
      expect((await call('GET', '/api/me/notifications/unread-count', who)).statusCode).toBe(401);
      expect(
        (await call('POST', '/api/me/notifications/read', who, { all: true })).statusCode,
      ).toBe(401);
      expect((await call('GET', '/api/me/notification-settings', who)).statusCode).toBe(401);
      const body = { content_type: 'user_post', body: 'hi' };
      expect((await call('POST', '/api/me/content', who, body)).statusCode).toBe(401);
    }
  });

  it('only a creator, show or player-linked account publishes (403 for a fan)', async () => {
    const res = await call('POST', '/api/me/content', 'carol', {
      content_type: 'user_post',
      body: 'hello',
    });
    expect(res.statusCode).toBe(403);
  });

  it('400 on bad publish input, never 500', async () => {
    const bad = [
      {},
      { content_type: 'podcast', body: 'x' },
      { content_type: 'article', title: 'T' },
      { content_type: 'article', title: '   ', body: 'b' },
      { content_type: 'video', title: 'T', videoid: 'not a youtube id' },
      { content_type: 'user_post', body: 'bell\u0007' },
      { content_type: 'user_post', body: 'x'.repeat(2001) },
      { content_type: 'user_post', body: 'hi', featured: true },
    ];
    for (const body of bad) {
      const res = await call('POST', '/api/me/content', 'author', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors.length).toBeGreaterThan(0);
    }
  });

  it('publishing notifies each follower of the creator or its show once, and nobody else', async () => {
    const res = await call('POST', '/api/me/content', 'author', {
      content_type: 'video',
      title: '<script>alert(1)</script> Film & "tape"',
      videoid: 'dQw4w9WgXcQ',
    });
    expect(res.statusCode).toBe(200);
    const item = published.parse(res.json()).data;
    expect(item).toMatchObject({ status: 'published', path: '/video/dQw4w9WgXcQ', notified: 3 });
    for (const who of ['alice', 'bob', 'dora']) {
      const page = await inbox(who);
      expect(page.rowCount).toBe(1);
      // Plain text in the API, exactly as written: escaping is the page's and the mail's job.
      expect(page.data[0]).toMatchObject({
        kind: 'creator_post',
        title: 'Film Room published a video',
        body: '<script>alert(1)</script> Film & "tape"',
        path: '/video/dQw4w9WgXcQ',
        read: false,
      });
    }
    expect((await inbox('carol')).rowCount).toBe(0);
    expect((await inbox('author')).rowCount).toBe(0);
  });

  it('an event notifies a user once, however often it is fanned out', async () => {
    const event = {
      kind: 'big_game' as const,
      sourceId: 987654,
      title: 'Zed Star had a big game',
      body: '34 PTS, 11 REB',
      path: '/player/zed-star/statistics',
      image: null,
    };
    await t.db.db
      .insert(follows)
      .values({ userId: 'carol', followType: 'player', targetId: playerId });
    const audience = { follows: [{ type: 'player' as const, id: playerId }] };
    const first = await notify(t.db.db, event, audience);
    const again = await notify(t.db.db, event, audience);
    expect(first.notified).toBe(1);
    expect(again).toEqual({ eventId: first.eventId, notified: 0 });
    const rows = await sqlRows<{ n: number }>(
      t.db.db,
      sql`select count(*)::int as n from notifications where event_id = ${first.eventId}`,
    );
    expect(rows[0]?.n).toBe(1);
  });

  it('a weekly riser reaches the owners of boards holding the player', async () => {
    const [board] = await t.db.db
      .insert(scoutBoards)
      .values({ userId: 'bob', name: 'Guards' })
      .returning();
    await t.db.db.insert(scoutBoardItems).values({ boardId: board!.id, playerId, position: 0 });
    const { notified, eventId } = await notify(
      t.db.db,
      {
        kind: 'weekly_riser',
        sourceId: playerId,
        title: 'Zed Star is a weekly riser',
        body: '+8.4 PTS',
        path: '/player/zed-star',
        image: null,
      },
      { boardsWithPlayer: playerId },
    );
    expect(notified).toBe(1);
    await bus.publish({ eventId });
    expect((await inbox('bob')).data[0]?.kind).toBe('weekly_riser');
  });

  it('lists newest first, pages with rowCount, filters unread', async () => {
    for (let i = 0; i < 11; i++) {
      await call('POST', '/api/me/content', 'author', {
        content_type: 'user_post',
        body: `post ${i}`,
      });
    }
    const first = await inbox('alice', '?limit=10');
    expect(first.rowCount).toBe(12);
    expect(first.data).toHaveLength(10);
    expect(first.data[0]?.body).toBe('post 10');
    const ids = first.data.map((n) => n.id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    const rest = await inbox('alice', '?limit=10&offset=10');
    expect(rest.data.map((n) => n.body)).toEqual([
      'post 0',
      '<script>alert(1)</script> Film & "tape"',
    ]);
    expect((await call('GET', '/api/me/notifications?limit=0', 'alice')).statusCode).toBe(400);
    expect((await call('GET', '/api/me/notifications?unread=maybe', 'alice')).statusCode).toBe(400);
  });

  it('marks one or all read; only the owner can (IDOR across two users)', async () => {
    const alicePage = await inbox('alice');
    const aliceId = alicePage.data[0]!.id;
    expect(await unread('alice')).toBe(12);
    // bob marks alice's id: nothing of alice's changes, bob learns nothing.
    const byBob = marked.parse(
      (await call('POST', '/api/me/notifications/read', 'bob', { ids: [aliceId] })).json(),
    );
    expect(byBob.data.marked).toBe(0);
    expect(await unread('alice')).toBe(12);
    // bob's "all" is his own only.
    const bobAll = marked.parse(
      (await call('POST', '/api/me/notifications/read', 'bob', { all: true })).json(),
    ).data;
    expect(bobAll.unread).toBe(0);
    expect(await unread('alice')).toBe(12);

    const one = marked.parse(
      (await call('POST', '/api/me/notifications/read', 'alice', { ids: [aliceId] })).json(),
    ).data;
    expect(one).toEqual({ marked: 1, unread: 11 });
    expect((await inbox('alice')).data[0]?.read).toBe(true);
    expect((await inbox('alice', '?unread=true')).rowCount).toBe(11);
    const all = marked.parse(
      (await call('POST', '/api/me/notifications/read', 'alice', { all: true })).json(),
    ).data;
    expect(all).toEqual({ marked: 11, unread: 0 });
  });

  it('400 on bad mark-read bodies', async () => {
    for (const body of [{}, { ids: [] }, { ids: ['x'] }, { all: false }, { ids: [1], all: true }]) {
      expect((await call('POST', '/api/me/notifications/read', 'alice', body)).statusCode).toBe(
        400,
      );
    }
  });

  it('e-mail setting: off by default, each or digest, and new notifications carry it', async () => {
    const get = async (who: string) =>
      (await call('GET', '/api/me/notification-settings', who)).json().data.email;
    expect(await get('dora')).toBe('off');
    expect(
      (await call('PUT', '/api/me/notification-settings', 'dora', { email: 'weekly' })).statusCode,
    ).toBe(400);
    expect(
      (await call('PUT', '/api/me/notification-settings', 'dora', { email: 'each' })).statusCode,
    ).toBe(200);
    expect(await get('dora')).toBe('each');
    expect(await get('alice')).toBe('off');
    await call('POST', '/api/me/content', 'author', { content_type: 'user_post', body: 'mail me' });
    const states = await sqlRows<{ user_id: string; email_state: string }>(
      t.db.db,
      sql`select n.user_id, n.email_state from notifications n join alert_events e on e.id = n.event_id
          where e.body = 'mail me' order by n.user_id`,
    );
    expect(states).toEqual([
      { user_id: 'alice', email_state: 'none' },
      { user_id: 'bob', email_state: 'none' },
      { user_id: 'dora', email_state: 'each' },
    ]);
    // Turning mail off stops what was waiting.
    await call('PUT', '/api/me/notification-settings', 'dora', { email: 'off' });
    const after = await sqlRows<{ n: number }>(
      t.db.db,
      sql`select count(*)::int as n from notifications where user_id = 'dora' and email_state = 'each'`,
    );
    expect(after[0]?.n).toBe(0);
  });
});

describe('the inbox cache', () => {
  it('a fan-out that is not announced is not seen until its event reaches the bus', async () => {
    const bus = createMemoryAlertsBus();
    const t = await buildTestApp({}, { alerts: bus });
    try {
      const db = t.db.db;
      const creator = await makeCreator(db, { displayname: 'Cache Show' });
      await makeUser(db, 'cached');
      await db
        .insert(follows)
        .values({ userId: 'cached', followType: 'creator', targetId: creator.id });
      const token = await t.sign({ sub: 'cached' });
      const get = async () =>
        count.parse(
          (
            await t.app.inject({
              method: 'GET',
              url: '/api/me/notifications/unread-count',
              headers: { authorization: `Bearer ${token}` },
            })
          ).json(),
        ).data.unread;
      expect(await get()).toBe(0);
      const event = {
        kind: 'creator_post' as const,
        title: 'x',
        body: null,
        path: '/',
        image: null,
      };
      const { eventId } = await notify(
        db,
        { ...event, sourceId: 1 },
        {
          follows: [{ type: 'creator', id: creator.id }],
        },
      );
      expect(await get()).toBe(0); // cached, and nobody said anything changed
      await bus.publish({ eventId });
      expect(await get()).toBe(1);
    } finally {
      await t.close();
    }
  });
});
