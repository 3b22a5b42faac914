import { createdContentSchema, envelope, playerTimelineEventSchema } from '@hoopdex/contract';
import { paths } from '@hoopdex/contract/spa-paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { playerTimeline } from '../../db/schema/index';
import { dropPublicContent } from '../../public-content-cache';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import {
  makeContent,
  makeCreator,
  makeLeague,
  makePlayer,
  makeStudioUsers,
} from '../content/content-fixtures';
import { TIMELINE_TAGGED_ITEMS } from './player-tagged-items';

const timelineAnswer = envelope(z.array(playerTimelineEventSchema));
const created = envelope(createdContentSchema);

// Issue 23: "a tagged item shows on the player's timeline and videos list", and leaves both when
// it is unpublished, hidden or deleted. Every read below is made once before the change too, so
// a cached answer that is not dropped fails the test.
describe("tagged items on a player's timeline and videos list", () => {
  let t: TestApp;
  let playerId: number;
  let otherId: number;
  let profileKey: string;
  const slug = 'tia-tag';
  const tok: Record<string, string> = {};

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
  const timeline = async (s = slug) => {
    const res = await call('GET', `/api/players/${s}/timeline`);
    expect(res.statusCode, res.body).toBe(200);
    return timelineAnswer.parse(res.json()).data;
  };
  const tagged = async (s = slug) => (await timeline(s)).filter((e) => e.path !== null);
  const videoIds = async () =>
    (await call('GET', `/api/videosByPlayerId?playerId=${playerId}&limit=100`))
      .json()
      .data.map((v: { id: number }) => v.id) as number[];
  const publish = async (body: object) => {
    const res = await call('POST', '/api/me/content', 'author', body);
    expect(res.statusCode, res.body).toBe(200);
    return created.parse(res.json()).data;
  };

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.db.db;
    const league = await makeLeague(db);
    playerId = (await makePlayer(db, league.id, { firstname: 'Tia', lastname: 'Tag', slug })).id;
    otherId = (
      await makePlayer(db, league.id, { firstname: 'Oli', lastname: 'Other', slug: 'oli-other' })
    ).id;
    const creator = await makeCreator(db, { displayname: 'Tape Study', profileKey: 'tape-study' });
    profileKey = creator.profileKey;
    Object.assign(
      tok,
      await makeStudioUsers(db, t.sign, {
        ids: ['author', 'admin'],
        creator,
        creators: ['author'],
        admins: ['admin'],
      }),
    );
    await db
      .insert(playerTimeline)
      .values({ playerId, eventDate: '2020-05-01', kind: 'award', title: 'Rookie of the Year' });
  });
  afterAll(() => t.close());

  it('a published video, article and post that tag the player are on the timeline with their paths', async () => {
    expect(await tagged()).toEqual([]);
    expect(await videoIds()).toEqual([]);
    const dayBefore = new Date().toISOString().slice(0, 10);

    const video = await publish({
      content_type: 'video',
      title: 'Tia handles',
      videoid: 'tiatiatia01',
      players: [slug],
    });
    const article = await publish({
      content_type: 'article',
      title: 'Why Tia wins',
      body: `<p>Watch <a href="/player/${slug}">@Tia</a> guard.</p>`,
    });
    const post = await publish({
      content_type: 'user_post',
      body: `Gym session with Tia ${'x'.repeat(100)}`,
      players: [slug],
    });
    // Tags another player only: not on this timeline.
    await publish({
      content_type: 'video',
      title: 'Oli only',
      videoid: 'olioliolio1',
      players: ['oli-other'],
    });

    const events = await timeline();
    // The UTC day of publishing (a run across midnight may see either day).
    const today = expect.stringMatching(
      new RegExp(`^(${dayBefore}|${new Date().toISOString().slice(0, 10)})$`),
    );
    expect(events.filter((e) => e.path)).toEqual([
      {
        id: post.content_id,
        event_date: today,
        kind: 'post',
        title: expect.stringMatching(/^Gym session with Tia x+…$/),
        description: 'By Tape Study',
        path: paths.creator(profileKey),
      },
      {
        id: article.content_id,
        event_date: today,
        kind: 'article',
        title: 'Why Tia wins',
        description: 'By Tape Study',
        path: paths.article(article.content_id!),
      },
      {
        id: video.content_id,
        event_date: today,
        kind: 'video',
        title: 'Tia handles',
        description: 'By Tape Study',
        path: paths.video('tiatiatia01'),
      },
    ]);
    // The player's own event stays, after the newer items, with no path.
    expect(events.at(-1)).toEqual({
      id: expect.any(Number),
      event_date: '2020-05-01',
      kind: 'award',
      title: 'Rookie of the Year',
      description: null,
      path: null,
    });
    expect((await tagged('oli-other')).map((e) => e.title)).toEqual(['Oli only']);
    // The videos list has the tagged video, not the article or the post.
    expect(await videoIds()).toEqual([video.content_id]);
  });

  it('unpublish, hide and delete take it off the timeline and videos list; publish and restore bring it back', async () => {
    const item = await publish({
      content_type: 'video',
      title: 'Tia comes and goes',
      videoid: 'tiagoes0001',
      players: [slug],
    });
    const contentId = item.content_id!;
    const onTimeline = async () => (await tagged()).some((e) => e.id === contentId);
    const inVideos = async () => (await videoIds()).includes(contentId);
    const both = async () => [await onTimeline(), await inVideos()];
    expect(await both()).toEqual([true, true]);

    expect(
      (await call('PATCH', `/api/me/content/${item.id}`, 'author', { status: 'draft' })).statusCode,
    ).toBe(200);
    expect(await both()).toEqual([false, false]);
    expect(
      (await call('PATCH', `/api/me/content/${item.id}`, 'author', { status: 'published' }))
        .statusCode,
    ).toBe(200);
    expect(await both()).toEqual([true, true]);

    const hide = await call('POST', `/api/admin/content/${contentId}/hide`, 'admin', {
      reason: 'Not basketball',
    });
    expect(hide.statusCode, hide.body).toBe(200);
    expect(await both()).toEqual([false, false]);
    const restore = await call('POST', `/api/admin/content/${contentId}/restore`, 'admin', {
      reason: 'It is',
    });
    expect(restore.statusCode, restore.body).toBe(200);
    expect(await both()).toEqual([true, true]);

    // An edit that drops the tag takes it off this player's timeline too.
    expect(
      (await call('PATCH', `/api/me/content/${item.id}`, 'author', { players: ['oli-other'] }))
        .statusCode,
    ).toBe(200);
    expect(await both()).toEqual([false, false]);
    expect((await tagged('oli-other')).some((e) => e.id === contentId)).toBe(true);

    expect((await call('DELETE', `/api/me/content/${item.id}`, 'author')).statusCode).toBe(200);
    expect((await tagged('oli-other')).some((e) => e.id === contentId)).toBe(false);
  });

  it(`shows the newest ${TIMELINE_TAGGED_ITEMS} tagged items only`, async () => {
    const creator = await makeCreator(t.db.db, { displayname: 'Archive' });
    for (let i = 0; i < TIMELINE_TAGGED_ITEMS + 3; i++)
      await makeContent(t.db.db, {
        creator,
        taggedPlayerIds: [otherId],
        title: `Old ${i}`,
        publishedat: new Date(Date.UTC(2019, 0, 1 + i)),
      });
    // Seeded rows bypass publishing: drop the public reads as an importer would.
    await dropPublicContent(t.cache);
    const items = await tagged('oli-other');
    expect(items).toHaveLength(TIMELINE_TAGGED_ITEMS);
    // 'Oli only' (today) first, then Old 22 down to Old 4: the 4 oldest are left out.
    expect([items[0]!.title, items[1]!.title, items.at(-1)!.title]).toEqual([
      'Oli only',
      'Old 22',
      'Old 4',
    ]);
  });
});
