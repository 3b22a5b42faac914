import { envelope, studioItemSchema } from '@hoopdex/contract';
import { eq, sql } from 'drizzle-orm';
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaJobs, mediaUploads, users } from '../../../db/schema/index';
import { sqlRows } from '../../../db/sql-rows';
import { makeTestClip } from '../../../test/test-clip';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createPublishingEvents } from '../../content/publishing/publishing-events';
import { makeCreator, makeUser } from '../../content/content-fixtures';
import { mediaConfig } from '../media-config';
import { createJobRunner } from './job-runner';
import { createFileStorage } from '../storage/storage';

const run = promisify(execFile);
const itemAnswer = envelope(studioItemSchema);
let n = 0;

describe('hosted video: probe, transcode job, serving', () => {
  let t: TestApp;
  let dir: string;
  let base: string;
  let token: string;
  const auth = () => ({ authorization: `Bearer ${token}` });

  /** Puts a file where a finished tus upload would be and answers its upload id. */
  async function uploaded(file: string) {
    const id = `${(++n).toString(16).padStart(8, '0')}${'a'.repeat(24)}`;
    await mkdir(path.join(dir, 'tus'), { recursive: true });
    await copyFile(file, path.join(dir, 'tus', id));
    await t.db.db
      .insert(mediaUploads)
      .values({ id, userId: 'author', size: 1000, completedAt: new Date() });
    return id;
  }
  const post = async (payload: object) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/me/content',
      headers: auth(),
      payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { id: number; status: string };
  };
  const item = async (id: number) =>
    itemAnswer.parse((await t.app.inject({ url: `/api/me/content/${id}`, headers: auth() })).json())
      .data;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'hx-hosted-'));
    t = await buildTestApp({ media: { dir } });
    const creator = await makeCreator(t.db.db, { displayname: 'Film Room' });
    await makeUser(t.db.db, 'author');
    await t.db.db
      .update(users)
      .set({ creatorId: creator.id, role: 'creator' })
      .where(eq(users.id, 'author'));
    token = await t.sign({ sub: 'author' });
    await makeTestClip(path.join(dir, 'short.mp4'), 6, 480);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('a video publishes when ready: HLS ladder, poster, sprite, served with Range and a year of cache', async () => {
    const upload_id = await uploaded(path.join(dir, 'short.mp4'));
    const made = await post({
      content_type: 'video',
      title: 'Drawn clip',
      upload_id,
      status: 'published',
    });
    expect(made.status).toBe('processing');
    expect((await item(made.id)).progress).toBe(0);
    expect(await t.app.studioJobs.runner.runOnce()).toBe('ready');

    const done = await item(made.id);
    expect(done.status).toBe('published');
    expect(done.video).toMatchObject({ type: 'hosted', videoid: upload_id });
    expect(done.video!.duration).toBeCloseTo(6, 0);
    expect(done.video!.stream_url).toMatch(/^\/media\/hosted\/\d+\/v\d+-1\/master\.m3u8$/);
    expect(done.image).toMatch(/poster\.jpg$/);

    // The public item is the hosted type, with its stream and poster.
    const feed = (await t.app.inject({ url: `/api/content?id=${done.content_id}` })).json().data[0];
    expect(feed.content).toMatchObject({
      type: 'hosted',
      stream_url: done.video!.stream_url,
      image: done.image,
    });

    const master = await fetch(base + done.video!.stream_url!);
    expect(master.status).toBe(200);
    expect(master.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const text = await master.text();
    expect(text).toContain('480p/index.m3u8');
    expect(text).toContain('240p/index.m3u8');
    expect(text).not.toContain('720p');

    // ffprobe plays the master playlist over HTTP: H.264 video and AAC audio, ~6 s.
    const { stdout } = await run('ffprobe', [
      '-v',
      'error',
      '-show_entries',
      'stream=codec_name,height:format=duration',
      '-of',
      'json',
      base + done.video!.stream_url!,
    ]);
    const probed = JSON.parse(stdout) as {
      streams: { codec_name: string }[];
      format: { duration: string };
    };
    expect(probed.streams.map((s) => s.codec_name)).toEqual(
      expect.arrayContaining(['h264', 'aac']),
    );
    expect(Number(probed.format.duration)).toBeGreaterThan(5);

    // Segments of 4 s at most, served by range.
    const variant = await (
      await fetch(base + done.video!.stream_url!.replace('master.m3u8', '480p/index.m3u8'))
    ).text();
    const lengths = [...variant.matchAll(/#EXTINF:([\d.]+)/g)].map((m) => Number(m[1]));
    expect(Math.max(...lengths)).toBeLessThanOrEqual(4.1);
    const segment = variant.split('\n').find((l) => l.endsWith('.ts'))!;
    const ranged = await fetch(
      base + done.video!.stream_url!.replace('master.m3u8', `480p/${segment}`),
      {
        headers: { range: 'bytes=0-187' },
      },
    );
    expect(ranged.status).toBe(206);
    expect((await ranged.arrayBuffer()).byteLength).toBe(188);

    // Delete takes the files away.
    const folder = path.join(dir, 'hosted', String(made.id));
    expect(existsSync(folder)).toBe(true);
    await t.app.inject({ method: 'DELETE', url: `/api/me/content/${made.id}`, headers: auth() });
    expect(existsSync(folder)).toBe(false);
    expect((await fetch(base + done.video!.stream_url!)).status).toBe(404);
  }, 120_000);

  it('a file that is not a video fails with a clear message, and a retry runs it again', async () => {
    const fake = path.join(dir, 'fake.mp4');
    await writeFile(fake, 'this is text, named like a video\n'.repeat(100));
    const made = await post({
      content_type: 'video',
      title: 'Fake',
      upload_id: await uploaded(fake),
    });
    expect(await t.app.studioJobs.runner.runOnce()).toBe('failed');
    const failed = await item(made.id);
    expect(failed).toMatchObject({
      status: 'failed',
      status_message: 'This file is not a video we can play',
    });
    const retry = await t.app.inject({
      method: 'POST',
      url: `/api/me/content/${made.id}/retry`,
      headers: auth(),
    });
    expect(retry.json().data).toEqual({ id: made.id, status: 'processing' });
    expect(await t.app.studioJobs.runner.runOnce()).toBe('failed');
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/me/content/${made.id}/cancel`,
      headers: auth(),
    });
    expect(again.statusCode).toBe(400);
  }, 60_000);

  it('cancel stops a queued transcode', async () => {
    const made = await post({
      content_type: 'video',
      title: 'Stop',
      upload_id: await uploaded(path.join(dir, 'short.mp4')),
    });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/me/content/${made.id}/cancel`,
      headers: auth(),
    });
    expect(res.json().data).toEqual({ id: made.id, status: 'failed' });
    expect((await item(made.id)).status_message).toBe('Cancelled');
    expect(await t.app.studioJobs.runner.runOnce()).toBe('none');
  });

  it('a runner killed mid-transcode: the lease lapses and another runner resumes the job', async () => {
    const long = path.join(dir, 'long.mp4');
    await makeTestClip(long, 20, 720);
    const made = await post({
      content_type: 'video',
      title: 'Long',
      upload_id: await uploaded(long),
      status: 'draft',
    });
    const runnerDeps = {
      db: t.db.db,
      cache: t.cache,
      publishing: createPublishingEvents(),
      storage: createFileStorage(dir),
      media: mediaConfig({ dir }),
      log: { warn: () => undefined, info: () => undefined },
      leaseMs: 1500,
    };
    const first = createJobRunner(runnerDeps);
    const outcome = first.runOnce();
    // Wait for stored progress (the heartbeat), then kill the runner like a crash.
    const progressOf = async () =>
      (await t.db.db.select().from(mediaJobs).where(eq(mediaJobs.studioItemId, made.id)))[0]!;
    for (let i = 0; i < 200 && (await progressOf()).progress <= 0; i++)
      await new Promise((r) => setTimeout(r, 100));
    expect((await progressOf()).progress).toBeGreaterThan(0);
    expect((await item(made.id)).progress).toBeGreaterThan(0);
    const ffmpeg = first.child!;
    first.abandon();
    expect(await outcome).toBe('lost');
    expect(ffmpeg.killed).toBe(true);

    const second = createJobRunner(runnerDeps);
    // Still leased: nobody takes it yet.
    expect(await second.runOnce()).toBe('none');
    await sqlRows(t.db.db, sql`select pg_sleep(1.6)`);
    expect(await second.runOnce()).toBe('ready');
    const job = await progressOf();
    expect(job).toMatchObject({ state: 'done', attempts: 2, progress: 100 });
    expect(await item(made.id)).toMatchObject({ status: 'ready' });
  }, 180_000);
});
