import { eq } from 'drizzle-orm';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { makeCreator, makeLeague, makePlayer, makeUser } from '../modules/content/content-fixtures';
import { mediaJobs, studioItems, users } from '../db/schema/index';
import { seedHostedVideos } from './seed-hosted-videos';

describe('demo Studio seed: drawn hosted videos, drafts, scheduled, analytics', () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'hx-seed-media-'));
    t = await buildTestApp({ media: { dir } });
    const db = t.db.db;
    const league = await makeLeague(db);
    await makePlayer(db, league.id, {
      firstname: 'Zed',
      lastname: 'Star',
      slug: 'zed-star',
      trendingRank: 1,
    });
    const creator = await makeCreator(db, { displayname: 'Demo Creator' });
    await makeUser(db, 'demo-creator');
    await db
      .update(users)
      .set({ email: 'creator@hoopdex.test', creatorId: creator.id, role: 'creator' })
      .where(eq(users.id, 'demo-creator'));
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('draws the clips, queues them, and a job makes a playable published video; runs once', async () => {
    const said: string[] = [];
    await seedHostedVideos(t.db.db, path.join(dir, 'tus'), (m) => said.push(m));
    const rows = await t.db.db
      .select()
      .from(studioItems)
      .where(eq(studioItems.userId, 'demo-creator'));
    const by = (s: string) => rows.filter((r) => r.status === s).length;
    expect(by('draft')).toBe(2);
    expect(by('scheduled')).toBe(1);
    expect(by('published')).toBe(2);
    expect(by('processing')).toBe(4);
    expect((await t.db.db.select().from(mediaJobs)).length).toBe(4);
    expect(said.join('\n')).toContain('4 clips drawn');

    expect(await t.app.studioJobs.runner.runOnce()).toBe('ready');
    const token = await t.sign({ sub: 'demo-creator' });
    const list = (
      await t.app.inject({
        url: '/api/me/content?status=published&limit=50',
        headers: { authorization: `Bearer ${token}` },
      })
    ).json().data.items as {
      video: { type: string; stream_url: string; duration: number } | null;
      id: number;
    }[];
    const video = list.find((i) => i.video?.type === 'hosted')!;
    expect(video.video!.stream_url).toMatch(/master\.m3u8$/);
    expect(video.video!.duration).toBeGreaterThanOrEqual(8);
    // The published article has a fortnight of views.
    const article = rows.find((r) => r.contentType === 'article' && r.status === 'published')!;
    const stats = (
      await t.app.inject({
        url: `/api/me/content/${article.id}/analytics?days=14`,
        headers: { authorization: `Bearer ${token}` },
      })
    ).json().data;
    expect(stats.by_day.filter((d: { views: number }) => d.views > 0)).toHaveLength(14);

    await seedHostedVideos(t.db.db, path.join(dir, 'tus'), () => undefined);
    expect(
      (await t.db.db.select().from(studioItems).where(eq(studioItems.userId, 'demo-creator')))
        .length,
    ).toBe(rows.length);
  }, 120_000);
});
