import {
  createdContentSchema,
  envelope,
  studioItemSchema,
  studioListSchema,
} from '@hoopdex/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { follows, mediaUploads, users } from '../../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { makeCreator, makeLeague, makePlayer, makeUser } from '../content-fixtures';

const created = envelope(createdContentSchema);
const itemAnswer = envelope(studioItemSchema);
const listAnswer = envelope(studioListSchema);

describe('Creator Studio: publish, edit, schedule, tag, delete', () => {
  let t: TestApp;
  const tok: Record<string, string> = {};
  let slug: string;
  let playerId: number;

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    who?: string,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url,
      payload,
      headers: who ? { authorization: `Bearer ${tok[who]}` } : {},
    });
  const create = async (who: string, body: object) => {
    const res = await call('POST', '/api/me/content', who, body);
    expect(res.statusCode, res.body).toBe(200);
    return created.parse(res.json()).data;
  };
  const feedIds = async (type: string) =>
    (await call('GET', `/api/content?content_type=${type}&limit=100`))
      .json()
      .data.map((c: { id: number }) => c.id);
  const inboxCount = async (who: string) =>
    (await call('GET', '/api/me/notifications', who)).json().rowCount as number;

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.db.db;
    const league = await makeLeague(db);
    const player = await makePlayer(db, league.id, {
      firstname: 'Zed',
      lastname: 'Star',
      slug: 'zed-star',
    });
    playerId = player.id;
    slug = player.slug;
    const creator = await makeCreator(db, { displayname: 'Film Room' });
    const linked = await makePlayer(db, league.id, {
      firstname: 'Pat',
      lastname: 'Lee',
      slug: 'pat-lee',
    });
    await makeCreator(db, { displayname: 'Pat Lee', type: 'player', playerId: linked.id });
    for (const id of ['author', 'fan', 'follower', 'pat', 'other']) {
      await makeUser(db, id);
      tok[id] = await t.sign({ sub: id });
    }
    await db
      .update(users)
      .set({ creatorId: creator.id, role: 'creator' })
      .where(eq(users.id, 'author'));
    await db
      .update(users)
      .set({ creatorId: creator.id, role: 'creator' })
      .where(eq(users.id, 'other'));
    await db.update(users).set({ playerId: linked.id, role: 'player' }).where(eq(users.id, 'pat'));
    await db
      .insert(follows)
      .values({ userId: 'follower', followType: 'player', targetId: playerId });
  });
  afterAll(() => t.close());

  it('a fan gets a 403 that says who can publish; no token is a 401', async () => {
    const res = await call('POST', '/api/me/content', 'fan', {
      content_type: 'user_post',
      body: 'hi',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().errors[0].msg).toMatch(/creators, shows and players/);
    expect((await call('GET', '/api/me/content')).statusCode).toBe(401);
  });

  it('a player with a linked player publishes a post', async () => {
    const item = await create('pat', { content_type: 'user_post', body: 'Back in the gym' });
    expect(item.status).toBe('published');
    expect(await feedIds('user_post')).toContain(item.content_id);
  });

  it('a draft article is sanitized, stays out of the feed, then publishes, tags and alerts', async () => {
    const draft = await create('author', {
      content_type: 'article',
      title: 'Scouting Zed',
      body: `<h2>Film</h2><script>alert(1)</script><p onclick="x">Watch <a href="/player/${slug}">@Zed</a>
             <a href="javascript:alert(1)">bad</a></p><img src="https://evil.test/x.png">`,
      status: 'draft',
      hashtags: ['draft', 'scouting'],
    });
    expect(draft.status).toBe('draft');
    expect(draft.content_id).toBeNull();
    const stored = itemAnswer.parse(
      (await call('GET', `/api/me/content/${draft.id}`, 'author')).json(),
    ).data;
    expect(stored.body).toContain('<h2>Film</h2>');
    expect(stored.body).toContain(`href="/player/${slug}"`);
    expect(stored.body).not.toMatch(/script|onclick|javascript|evil/);
    // The mention became a tag.
    expect(stored.players).toEqual([{ slug, name: 'Zed Star' }]);
    expect(await inboxCount('follower')).toBe(0);

    const res = await call('PATCH', `/api/me/content/${draft.id}`, 'author', {
      status: 'published',
    });
    expect(res.statusCode, res.body).toBe(200);
    const live = itemAnswer.parse(res.json()).data;
    expect(live.status).toBe('published');
    expect(await feedIds('article')).toContain(live.content_id);
    expect(await inboxCount('follower')).toBe(1);
    // Another user's item is not found, not forbidden (its id tells nothing).
    expect((await call('GET', `/api/me/content/${draft.id}`, 'pat')).statusCode).toBe(404);
  });

  it('a tagged video shows on the player videos list; unpublish and publish keep its id', async () => {
    const item = await create('author', {
      content_type: 'video',
      title: 'Zed mix',
      videoid: 'dQw4w9WgXcQ',
      players: [slug],
    });
    const videos = await call('GET', `/api/videosByPlayerId?playerId=${playerId}`);
    expect(videos.json().data.map((v: { id: number }) => v.id)).toContain(item.content_id);
    const off = await call('PATCH', `/api/me/content/${item.id}`, 'author', { status: 'draft' });
    expect(itemAnswer.parse(off.json()).data.status).toBe('draft');
    expect(await feedIds('video')).not.toContain(item.content_id);
    const on = itemAnswer.parse(
      (
        await call('PATCH', `/api/me/content/${item.id}`, 'author', {
          status: 'published',
          title: 'Zed mix 2',
        })
      ).json(),
    ).data;
    expect(on.content_id).toBe(item.content_id);
    const one = await call('GET', `/api/content?id=${item.content_id}`);
    expect(one.json().data[0].content.title).toBe('Zed mix 2');
  });

  it('scheduled publish: past is a 400, future waits, a due item publishes once and alerts', async () => {
    const past = await call('POST', '/api/me/content', 'author', {
      content_type: 'user_post',
      body: 'late',
      publish_at: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().errors[0]).toMatchObject({
      param: 'publish_at',
      msg: 'must be in the future',
    });

    const at = new Date(Date.now() + 3_600_000);
    const item = await create('author', {
      content_type: 'user_post',
      body: `Game day, tagging ${slug}`,
      players: [slug],
      publish_at: at.toISOString(),
    });
    expect(item.status).toBe('scheduled');
    const before = await inboxCount('follower');
    expect(await t.app.studioJobs.publishDue(new Date())).toBe(0);
    expect(await feedIds('user_post')).toHaveLength(1);
    expect(await t.app.studioJobs.publishDue(new Date(at.getTime() + 1000))).toBe(1);
    expect(await t.app.studioJobs.publishDue(new Date(at.getTime() + 2000))).toBe(0);
    const row = itemAnswer.parse(
      (await call('GET', `/api/me/content/${item.id}`, 'author')).json(),
    ).data;
    expect(row.status).toBe('published');
    expect(row.publishedat).toBe(at.toISOString());
    expect(await feedIds('user_post')).toContain(row.content_id);
    expect(await inboxCount('follower')).toBe(before + 1);
  });

  it('lists own items with counts and search', async () => {
    const res = await call('GET', '/api/me/content?q=zed&limit=50', 'author');
    const page = listAnswer.parse(res.json());
    expect(page.data.items.every((i) => /zed/i.test(`${i.title} ${i.body}`))).toBe(true);
    expect(page.data.counts.published).toBeGreaterThanOrEqual(2);
    const drafts = listAnswer.parse(
      (await call('GET', '/api/me/content?status=draft', 'author')).json(),
    );
    expect(drafts.data.items.every((i) => i.status === 'draft')).toBe(true);
    expect(drafts.rowCount).toBe(drafts.data.counts.draft);
  });

  it('delete removes the item from feeds, tags and search', async () => {
    const item = await create('author', {
      content_type: 'video',
      title: 'Vanishing highlight',
      videoid: 'aaaaaaaaaaa',
      players: [slug],
    });
    const search = async () =>
      (await call('GET', '/api/searchByKeyword?keyword=vanishing&only=videos')).json();
    expect(JSON.stringify(await search())).toContain('Vanishing highlight');
    const res = await call('DELETE', `/api/me/content/${item.id}`, 'author');
    expect(res.statusCode).toBe(200);
    expect(await feedIds('video')).not.toContain(item.content_id);
    expect(JSON.stringify(await search())).not.toContain('Vanishing highlight');
    const videos = await call('GET', `/api/videosByPlayerId?playerId=${playerId}`);
    expect(videos.json().data.map((v: { id: number }) => v.id)).not.toContain(item.content_id);
    expect((await call('GET', `/api/me/content/${item.id}`, 'author')).statusCode).toBe(404);
  });

  it('bad input is a 400 naming the field, never a 500', async () => {
    const cases: [object, string][] = [
      [
        { content_type: 'video', title: 'x', videoid: 'dQw4w9WgXcQ', players: ['nobody-here'] },
        'players',
      ],
      [{ content_type: 'article', title: 'x'.repeat(201), body: '<p>b</p>' }, 'title'],
      [{ content_type: 'article', title: 'Empty', body: '<script>only</script>' }, 'body'],
      [{ content_type: 'video', title: 'neither' }, 'upload_id'],
      [{ content_type: 'user_post', body: 'x', status: 'live' }, 'status'],
      [{ content_type: 'user_post', body: 'x', publish_at: 'tomorrow' }, 'publish_at'],
      [
        { content_type: 'article', title: 'x', body: '<p>b</p>', image: 'https://evil.test/a.png' },
        'image',
      ],
    ];
    for (const [body, param] of cases) {
      const res = await call('POST', '/api/me/content', 'author', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(
        res
          .json()
          .errors.map((e: { param: string }) => e.param)
          .join(' '),
        JSON.stringify(body),
      ).toContain(param);
    }
    const unknown = await call('POST', '/api/me/content', 'author', {
      content_type: 'user_post',
      body: 'x',
      players: ['nobody-here'],
    });
    expect(unknown.json().errors[0].msg).toContain('nobody-here');
  });

  it('upload ids: another user is a 403, an unfinished upload a 400, a missing one a 404', async () => {
    const db = t.db.db;
    await db.insert(mediaUploads).values([
      { id: 'upload-other-1', userId: 'other', size: 10, completedAt: new Date() },
      { id: 'upload-half-01', userId: 'author', size: 10 },
    ]);
    const post = (upload_id: string) =>
      call('POST', '/api/me/content', 'author', {
        content_type: 'video',
        title: 'Mine',
        upload_id,
      });
    expect((await post('upload-other-1')).statusCode).toBe(403);
    expect((await post('upload-half-01')).statusCode).toBe(400);
    expect((await post('upload-none-01')).statusCode).toBe(404);
  });

  it('a publisher who lost the role is refused at once', async () => {
    await t.db.db.update(users).set({ playerId: null, role: 'fan' }).where(eq(users.id, 'pat'));
    const res = await call('POST', '/api/me/content', 'pat', {
      content_type: 'user_post',
      body: 'hi',
    });
    expect(res.statusCode).toBe(403);
  });
});
