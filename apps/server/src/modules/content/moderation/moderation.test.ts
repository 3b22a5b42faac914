import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { follows, likes, users, videoViews } from '../../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { makeContent, makeCreator, makeStudioUsers } from '../content-fixtures';

describe('reports, moderation, watch progress and analytics', () => {
  let t: TestApp;
  const tok: Record<string, string> = {};
  let seededId: number;
  const call = (method: 'GET' | 'POST', url: string, who?: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      payload,
      headers: who ? { authorization: `Bearer ${tok[who]}` } : {},
    });
  const visible = async (id: number) =>
    (await call('GET', `/api/content?id=${id}`)).json().rowCount as number;

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.db.db;
    const creator = await makeCreator(db, { displayname: 'Film Room' });
    seededId = (await makeContent(db, { contentType: 'video', creator, title: 'Seeded clip' })).id;
    Object.assign(
      tok,
      await makeStudioUsers(db, t.sign, {
        ids: ['author', 'fan', 'fan2', 'admin'],
        creator,
        creators: ['author'],
        admins: ['admin'],
      }),
    );
  });
  afterAll(() => t.close());

  it('reports: signed in only, a reason from the list, one open report per user', async () => {
    expect(
      (await call('POST', `/api/content/${seededId}/reports`, undefined, { reason: 'spam' }))
        .statusCode,
    ).toBe(401);
    expect(
      (await call('POST', `/api/content/${seededId}/reports`, 'fan', { reason: 'boring' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call('POST', '/api/content/999999/reports', 'fan', { reason: 'spam' })).statusCode,
    ).toBe(404);
    const a = await call('POST', `/api/content/${seededId}/reports`, 'fan', {
      reason: 'spam',
      note: 'ads',
    });
    const b = await call('POST', `/api/content/${seededId}/reports`, 'fan', { reason: 'spam' });
    expect(a.json().data.id).toBe(b.json().data.id);
    await call('POST', `/api/content/${seededId}/reports`, 'fan2', { reason: 'abuse' });
  });

  it('admins see the queue and hide/restore with a reason; others get a 403', async () => {
    expect((await call('GET', '/api/admin/reports', 'fan')).statusCode).toBe(403);
    const queue = (await call('GET', '/api/admin/reports', 'admin')).json();
    expect(queue.rowCount).toBe(1);
    expect(queue.data[0]).toMatchObject({
      content_id: seededId,
      report_count: 2,
      hidden: false,
      title: 'Seeded clip',
    });
    expect(
      (await call('POST', `/api/admin/content/${seededId}/hide`, 'fan', { reason: 'x' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('POST', `/api/admin/content/${seededId}/hide`, 'admin', {})).statusCode,
    ).toBe(400);

    const hide = await call('POST', `/api/admin/content/${seededId}/hide`, 'admin', {
      reason: 'Spam links',
    });
    expect(hide.statusCode, hide.body).toBe(200);
    expect(await visible(seededId)).toBe(0);
    expect((await call('GET', '/api/admin/reports', 'admin')).json().rowCount).toBe(0);
    const hidden = (await call('GET', '/api/admin/reports?state=hidden', 'admin')).json().data[0];
    expect(hidden).toMatchObject({ hidden: true, hidden_reason: 'Spam links' });

    const restore = await call('POST', `/api/admin/content/${seededId}/restore`, 'admin', {
      reason: 'Appeal accepted',
    });
    expect(restore.statusCode, restore.body).toBe(200);
    expect(await visible(seededId)).toBe(1);
    expect(
      (await call('POST', `/api/admin/content/${seededId}/restore`, 'admin', { reason: 'again' }))
        .statusCode,
    ).toBe(400);
  });

  it('the author sees why an admin hid their item, and cannot republish it', async () => {
    const made = (
      await call('POST', '/api/me/content', 'author', {
        content_type: 'user_post',
        body: 'My take',
      })
    ).json().data;
    await call('POST', `/api/admin/content/${made.content_id}/hide`, 'admin', {
      reason: 'Harassment',
    });
    const mine = (await call('GET', `/api/me/content/${made.id}`, 'author')).json().data;
    expect(mine).toMatchObject({
      status: 'hidden',
      status_message: 'Harassment',
      content_id: null,
    });
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/me/content/${made.id}`,
      payload: { status: 'published' },
      headers: { authorization: `Bearer ${tok.author}` },
    });
    expect(patch.statusCode).toBe(400);
  });

  it('watch progress keeps the furthest point; analytics count by day', async () => {
    const made = (
      await call('POST', '/api/me/content', 'author', {
        content_type: 'video',
        title: 'Counted',
        videoid: 'dQw4w9WgXcQ',
      })
    ).json().data;
    const cid = made.content_id as number;
    const progress = (session: string, position: number, who?: string) =>
      call('POST', `/api/content/${cid}/progress`, who, { session, position, duration: 20 });
    expect((await progress('sess-aaaa-1', 10)).json().data.watched_pct).toBe(50);
    expect((await progress('sess-aaaa-1', 4)).json().data.watched_pct).toBe(50);
    expect((await progress('sess-bbbb-2', 20)).json().data.watched_pct).toBe(100);
    expect(
      (
        await call('POST', `/api/content/${cid}/progress`, undefined, {
          session: 'x',
          position: 1,
          duration: 2,
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await call('POST', '/api/content/999999/progress', undefined, {
          session: 'sess-cccc-3',
          position: 1,
          duration: 2,
        })
      ).statusCode,
    ).toBe(404);
    const db = t.db.db;
    await db
      .insert(videoViews)
      .values([
        { contentId: cid, userId: 'fan' },
        { contentId: cid, userId: 'fan' },
        { contentId: cid },
      ]);
    await db.insert(likes).values({ userId: 'fan', contentId: cid });
    await db.insert(follows).values({
      userId: 'fan2',
      followType: 'creator',
      targetId: (await db.select().from(users).where(eq(users.id, 'author')))[0]!.creatorId!,
    });

    const res = await call('GET', `/api/me/content/${made.id}/analytics?days=7`, 'author');
    expect(res.statusCode, res.body).toBe(200);
    const a = res.json().data;
    expect(a.by_day).toHaveLength(7);
    const today = a.by_day[6];
    expect(today).toMatchObject({ views: 3, likes: 1, comments: 0, followers_gained: 1 });
    // One signed-in viewer plus two anonymous playback sessions.
    expect(today.unique_viewers).toBe(3);
    expect(a.totals).toMatchObject({
      views: 3,
      unique_viewers: 3,
      likes: 1,
      followers_gained: 1,
      avg_watch_pct: null,
    });
    expect((await call('GET', `/api/me/content/${made.id}/analytics`, 'fan')).statusCode).toBe(404);
    expect(
      (await call('GET', `/api/me/content/${made.id}/analytics?days=0`, 'author')).statusCode,
    ).toBe(400);
  });
});
