import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  comments,
  contentItems,
  likes,
  users,
  videoViews,
  withheldRows,
} from '../../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { makeContent, makeCreator, makeStudioUsers } from '../content-fixtures';

// Unpublishing or hiding an item takes its public row away; what readers gave it (likes,
// comments, views) must come back with it, and go only when the item is deleted.
describe('likes, comments and views survive unpublish and hide', () => {
  let t: TestApp;
  const tok: Record<string, string> = {};
  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    who: string,
    payload?: object,
  ) => t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${tok[who]}` } });

  const tally = async (contentId: number) => {
    const db = t.db.db;
    const [l] = await db.select({ n: count() }).from(likes).where(eq(likes.contentId, contentId));
    const [c] = await db
      .select({ n: count() })
      .from(comments)
      .where(eq(comments.contentId, contentId));
    const [v] = await db
      .select({ n: count() })
      .from(videoViews)
      .where(eq(videoViews.contentId, contentId));
    const [row] = await db
      .select({ likeCount: contentItems.likeCount, viewCount: contentItems.viewCount })
      .from(contentItems)
      .where(eq(contentItems.id, contentId));
    return { likes: l!.n, comments: c!.n, views: v!.n, row: row ?? null };
  };

  /** Two likes, two comments, three views and the counts beside them, on public item `id`. */
  async function engage(id: number) {
    const db = t.db.db;
    await db.insert(likes).values([
      { userId: 'fan', contentId: id },
      { userId: 'gone', contentId: id },
    ]);
    await db.insert(comments).values([
      { contentId: id, userId: 'fan', body: 'Great film' },
      { contentId: id, userId: 'gone', body: 'Agreed' },
    ]);
    await db
      .insert(videoViews)
      .values([{ contentId: id }, { contentId: id }, { contentId: id, userId: 'fan' }]);
    await db
      .update(contentItems)
      .set({ likeCount: 2, viewCount: 40 })
      .where(eq(contentItems.id, id));
  }

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.db.db;
    const creator = await makeCreator(db, { displayname: 'Keeper Films' });
    Object.assign(
      tok,
      await makeStudioUsers(db, t.sign, {
        ids: ['author', 'fan', 'gone', 'admin'],
        creator,
        creators: ['author'],
        admins: ['admin'],
      }),
    );
  });
  afterAll(() => t.close());

  it('an admin hides and restores an item: its likes, comments and views come back', async () => {
    const db = t.db.db;
    const creator = await makeCreator(db, { displayname: 'Seeded Show' });
    const id = (await makeContent(db, { contentType: 'video', creator, title: 'Kept clip' })).id;
    await engage(id);
    const before = await tally(id);

    const hide = await call('POST', `/api/admin/content/${id}/hide`, 'admin', { reason: 'Check' });
    expect(hide.statusCode, hide.body).toBe(200);
    expect(await tally(id)).toEqual({ likes: 0, comments: 0, views: 0, row: null });

    const restore = await call('POST', `/api/admin/content/${id}/restore`, 'admin', {
      reason: 'Fine',
    });
    expect(restore.statusCode, restore.body).toBe(200);
    expect(await tally(id)).toEqual(before);
    expect(before).toEqual({
      likes: 2,
      comments: 2,
      views: 3,
      row: { likeCount: 2, viewCount: 40 },
    });
    const kept = await db.select().from(withheldRows).where(eq(withheldRows.contentId, id));
    expect(kept).toEqual([]);
  });

  it('the author unpublishes and republishes; a reader deleted meanwhile loses the like, keeps an anonymous comment', async () => {
    const made = (
      await call('POST', '/api/me/content', 'author', {
        content_type: 'user_post',
        body: 'Kept post',
      })
    ).json().data as { id: number; content_id: number };
    await engage(made.content_id);

    const off = await call('PATCH', `/api/me/content/${made.id}`, 'author', { status: 'draft' });
    expect(off.statusCode, off.body).toBe(200);
    expect((await tally(made.content_id)).row).toBeNull();
    await t.db.db.delete(users).where(eq(users.id, 'gone'));

    const on = await call('PATCH', `/api/me/content/${made.id}`, 'author', { status: 'published' });
    expect(on.statusCode, on.body).toBe(200);
    expect(await tally(made.content_id)).toEqual({
      likes: 1,
      comments: 2,
      views: 3,
      row: { likeCount: 1, viewCount: 40 },
    });
    const anonymous = await t.db.db
      .select({ userId: comments.userId })
      .from(comments)
      .where(and(eq(comments.contentId, made.content_id), eq(comments.body, 'Agreed')));
    expect(anonymous).toEqual([{ userId: null }]);
  });

  it('deleting an unpublished item forgets what was kept for it', async () => {
    const made = (
      await call('POST', '/api/me/content', 'author', {
        content_type: 'user_post',
        body: 'Gone post',
      })
    ).json().data as { id: number; content_id: number };
    await t.db.db.insert(likes).values({ userId: 'fan', contentId: made.content_id });
    await call('PATCH', `/api/me/content/${made.id}`, 'author', { status: 'draft' });
    const kept = () =>
      t.db.db.select().from(withheldRows).where(eq(withheldRows.contentId, made.content_id));
    expect((await kept()).length).toBeGreaterThan(0);
    const del = await call('DELETE', `/api/me/content/${made.id}`, 'author');
    expect(del.statusCode, del.body).toBe(200);
    expect(await kept()).toEqual([]);
  });
});
