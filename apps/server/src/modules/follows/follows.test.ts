import {
  envelope,
  errorResponseSchema,
  followListItemSchema,
  followStatusSchema,
} from '@hoopdex/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { creators, follows, players } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import {
  makeCreator,
  makeLeague,
  makePlayer,
  makeShow,
  makeUser,
} from '../content/content-fixtures';

const status = envelope(followStatusSchema);
const list = envelope(z.array(followListItemSchema));

describe('me/userFollows', () => {
  let t: TestApp;
  let alice: string;
  let bob: string;
  let playerId: number;
  let showId: number;

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
    const league = await makeLeague(db);
    playerId = (
      await makePlayer(db, league.id, { firstname: 'Zed', lastname: 'Star', slug: 'zed-star' })
    ).id;
    await makeCreator(db, { displayname: 'Film Room', profileKey: 'film-room' });
    showId = (await makeShow(db, { title: 'Weekly' })).id;
    await makeUser(db, 'alice');
    await makeUser(db, 'bob');
    alice = await t.sign({ sub: 'alice' });
    bob = await t.sign({ sub: 'bob' });
  });
  afterAll(() => t.close());

  it('401 without a token, with a bad token and with an expired one', async () => {
    const expired = await t.sign(
      { sub: 'alice' },
      { expiresIn: Math.floor(Date.now() / 1000) - 60 },
    );
    for (const token of [undefined, 'garbage', expired]) {
      expect(
        (
          await call('POST', '/api/me/userFollows', token, {
            slug: 'zed-star',
            followType: 'player',
          })
        ).statusCode,
      ).toBe(401);
      expect((await call('GET', '/api/me/userFollows', token)).statusCode).toBe(401);
      expect(
        (await call('GET', '/api/me/userFollowsBySlug?slug=zed-star&followType=player', token))
          .statusCode,
      ).toBe(401);
      expect(
        (
          await call('DELETE', '/api/me/userFollows', token, {
            slug: 'zed-star',
            followType: 'player',
          })
        ).statusCode,
      ).toBe(401);
    }
  });

  it('follow is idempotent and moves fan_count once', async () => {
    const body = { slug: 'zed-star', followType: 'player' };
    const first = await call('POST', '/api/me/userFollows', alice, body);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-store');
    expect(status.parse(first.json()).data).toEqual({ following: true, fan_count: 1 });
    expect(
      status.parse((await call('POST', '/api/me/userFollows', alice, body)).json()).data,
    ).toEqual({ following: true, fan_count: 1 });
    expect(
      status.parse((await call('POST', '/api/me/userFollows', bob, body)).json()).data.fan_count,
    ).toBe(2);
    const s = await call('GET', '/api/me/userFollowsBySlug?slug=zed-star&followType=player', alice);
    expect(status.parse(s.json()).data).toEqual({ following: true, fan_count: 2 });
    expect(
      status.parse((await call('DELETE', '/api/me/userFollows', alice, body)).json()).data,
    ).toEqual({ following: false, fan_count: 1 });
    expect(
      status.parse((await call('DELETE', '/api/me/userFollows', alice, body)).json()).data,
    ).toEqual({ following: false, fan_count: 1 });
    const after = await call(
      'GET',
      '/api/me/userFollowsBySlug?slug=zed-star&followType=player',
      alice,
    );
    expect(status.parse(after.json()).data.following).toBe(false);
    await call('DELETE', '/api/me/userFollows', bob, body);
  });

  it('100 concurrent identical follows give one row and +1 fan', async () => {
    const body = { slug: 'film-room', followType: 'creator' };
    const results = await Promise.all(
      Array.from({ length: 100 }, () => call('POST', '/api/me/userFollows', bob, body)),
    );
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const db = t.db.db;
    const rows = await db
      .select()
      .from(follows)
      .where(and(eq(follows.userId, 'bob'), eq(follows.followType, 'creator')));
    expect(rows).toHaveLength(1);
    const [c] = await db
      .select({ fans: creators.fanCount })
      .from(creators)
      .where(eq(creators.profileKey, 'film-room'));
    expect(c!.fans).toBe(1);
    const unfollows = await Promise.all(
      Array.from({ length: 50 }, () => call('DELETE', '/api/me/userFollows', bob, body)),
    );
    expect(unfollows.every((r) => r.statusCode === 200)).toBe(true);
    const [c2] = await db
      .select({ fans: creators.fanCount })
      .from(creators)
      .where(eq(creators.profileKey, 'film-room'));
    expect(c2!.fans).toBe(0);
  });

  it('random follow/unfollow interleavings end where a simple model says', async () => {
    const body = { slug: String(showId), followType: 'show' };
    const ops = Array.from({ length: 40 }, (_, i) => (i * 7919) % 3 !== 0);
    await Promise.all(
      ops.map((f) => call(f ? 'POST' : 'DELETE', '/api/me/userFollows', alice, body)),
    );
    const final = await call('POST', '/api/me/userFollows', alice, body); // settle to "following"
    expect(status.parse(final.json()).data).toEqual({ following: true, fan_count: 1 });
  });

  it('lists the user follows newest first with card fields, paged', async () => {
    await call('POST', '/api/me/userFollows', alice, { slug: 'zed-star', followType: 'player' });
    await call('POST', '/api/me/userFollows', alice, { slug: 'film-room', followType: 'creator' });
    const res = await call('GET', '/api/me/userFollows?limit=2', alice);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const page = list.parse(res.json());
    expect(page.rowCount).toBe(3);
    expect(page.data.map((f) => f.followType)).toEqual(['creator', 'player']);
    expect(page.data[1]).toMatchObject({
      id: playerId,
      slug: 'zed-star',
      name: 'Zed Star',
      fan_count: 1,
    });
    const rest = list.parse(
      (await call('GET', '/api/me/userFollows?limit=2&offset=2', alice)).json(),
    );
    expect(rest.data).toEqual([
      expect.objectContaining({ followType: 'show', id: showId, name: 'Weekly' }),
    ]);
    const onlyShows = list.parse(
      (await call('GET', '/api/me/userFollows?followType=show', alice)).json(),
    );
    expect(onlyShows.rowCount).toBe(1);
    expect(list.parse((await call('GET', '/api/me/userFollows', bob)).json())).toEqual({
      data: [],
      rowCount: 0,
    });
  });

  it('404 for an unknown slug, 400 for bad input', async () => {
    const unknown = await call('POST', '/api/me/userFollows', alice, {
      slug: 'nobody',
      followType: 'player',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors[0].param).toBe('slug');
    expect(
      (await call('GET', '/api/me/userFollowsBySlug?slug=nobody&followType=creator', alice))
        .statusCode,
    ).toBe(404);
    const cases: [string, string, object | undefined, string][] = [
      ['POST', '/api/me/userFollows', { slug: 'zed-star', followType: 'team' }, 'followType'],
      ['POST', '/api/me/userFollows', { followType: 'player' }, 'slug'],
      ['POST', '/api/me/userFollows', { slug: 7, followType: 'player' }, 'slug'],
      ['DELETE', '/api/me/userFollows', { slug: 'x'.repeat(201), followType: 'player' }, 'slug'],
      ['GET', '/api/me/userFollowsBySlug?slug=zed-star&followType=league', undefined, 'followType'],
      ['GET', '/api/me/userFollowsBySlug?followType=player', undefined, 'slug'],
      ['GET', '/api/me/userFollows?limit=500', undefined, 'limit'],
      ['GET', '/api/me/userFollows?offset=-2', undefined, 'offset'],
    ];
    for (const [method, url, payload, param] of cases) {
      const res = await call(method as 'GET', url, alice, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(400);
      expect(errorResponseSchema.parse(res.json()).errors[0]!.param).toBe(param);
    }
  });

  it("a user can neither see nor undo another user's follow", async () => {
    await makeCreator(t.db.db, { displayname: 'Private Eyes', profileKey: 'private-eyes' });
    const body = { slug: 'private-eyes', followType: 'creator' };
    expect((await call('POST', '/api/me/userFollows', alice, body)).statusCode).toBe(200);

    const bobsList = list.parse((await call('GET', '/api/me/userFollows?limit=100', bob)).json());
    expect(bobsList.data.map((f) => f.slug)).not.toContain('private-eyes');
    const bobsView = status.parse(
      (
        await call('GET', '/api/me/userFollowsBySlug?slug=private-eyes&followType=creator', bob)
      ).json(),
    );
    expect(bobsView.data).toEqual({ following: false, fan_count: 1 });

    // Bob's unfollow is about Bob only: Alice's follow and the fan count stay.
    expect((await call('DELETE', '/api/me/userFollows', bob, body)).statusCode).toBe(200);
    const alicesView = status.parse(
      (
        await call('GET', '/api/me/userFollowsBySlug?slug=private-eyes&followType=creator', alice)
      ).json(),
    );
    expect(alicesView.data).toEqual({ following: true, fan_count: 1 });
  });

  it('a valid token of a user missing from the database is a 401, not a 500', async () => {
    const ghost = await t.sign({ sub: 'ghost' });
    const res = await call('POST', '/api/me/userFollows', ghost, {
      slug: 'zed-star',
      followType: 'player',
    });
    expect(res.statusCode).toBe(401);
    const [p] = await t.db.db
      .select({ fans: players.fanCount })
      .from(players)
      .where(eq(players.id, playerId));
    expect(p!.fans).toBe(1);
  });
});
