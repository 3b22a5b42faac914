import { eq } from 'drizzle-orm';
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import * as tus from 'tus-js-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../db/schema/index';
import { makeTestClip } from '../../../test/test-clip';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { startTestS3, type TestS3 } from '../../../test/test-s3';
import { makeCreator, makeUser } from '../../content/content-fixtures';

const run = promisify(execFile);

// Issue 23 end to end on S3 (s3rver in process, never skipped): a drawn clip uploaded with tus,
// transcoded by the job runner into the bucket, its playlist and a segment played through the
// API with Range, then the item deleted and its keys gone from the bucket.
describe('hosted video on S3 storage', () => {
  let s3: TestS3;
  let t: TestApp;
  let dir: string;
  let base: string;
  let token: string;

  beforeAll(async () => {
    s3 = await startTestS3();
    dir = await mkdtemp(path.join(os.tmpdir(), 'hx-hosted-s3-'));
    t = await buildTestApp({ media: { dir, s3: s3.config } });
    const creator = await makeCreator(t.db.db, { displayname: 'Bucket Films' });
    await makeUser(t.db.db, 'author');
    await t.db.db
      .update(users)
      .set({ creatorId: creator.id, role: 'creator' })
      .where(eq(users.id, 'author'));
    token = await t.sign({ sub: 'author' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await s3.stop();
    await rm(dir, { recursive: true, force: true });
  });

  it('tus upload → transcode into the bucket → playlist and a ranged segment → delete empties it', async () => {
    const clip = path.join(dir, 'clip.mp4');
    await makeTestClip(clip, 4);
    const bytes = await readFile(clip);
    const uploadUrl = await new Promise<string>((resolve, reject) => {
      const up = new tus.Upload(bytes, {
        endpoint: `${base}/api/uploads`,
        headers: { authorization: `Bearer ${token}` },
        metadata: { filename: 'clip.mp4', filetype: 'video/mp4' },
        chunkSize: 64 * 1024,
        retryDelays: null,
        onSuccess: () => resolve(up.url!),
        onError: reject,
      });
      up.start();
    });
    const upload_id = uploadUrl.split('/').pop()!;
    const auth = { authorization: `Bearer ${token}` };
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/me/content',
      headers: auth,
      payload: { content_type: 'video', title: 'In the bucket', upload_id, status: 'published' },
    });
    expect(made.statusCode, made.body).toBe(200);
    const id = (made.json().data as { id: number }).id;
    expect(await t.app.studioJobs.runner.runOnce()).toBe('ready');

    const item = (await t.app.inject({ url: `/api/me/content/${id}`, headers: auth })).json()
      .data as { status: string; video: { stream_url: string } };
    expect(item.status).toBe('published');
    const streamUrl = item.video.stream_url;
    expect(streamUrl).toMatch(/^\/media\/hosted\/\d+\/v\d+-1\/master\.m3u8$/);
    // Nothing of the renditions on disk: they are in the bucket.
    const keys = await s3.keys(`hosted/${id}/`);
    expect(keys).toContain(streamUrl.replace('/media/', ''));
    expect(keys.some((k) => k.endsWith('poster.jpg'))).toBe(true);
    expect(keys.some((k) => k.endsWith('thumbs.jpg'))).toBe(true);

    const master = await fetch(base + streamUrl);
    expect(master.status).toBe(200);
    expect(master.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    expect(master.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(master.headers.get('access-control-allow-origin')).toBe('*');
    const variantPath = (await master.text()).split('\n').find((l) => l.endsWith('.m3u8'))!;
    const variantUrl = base + streamUrl.replace('master.m3u8', variantPath);
    const variant = await (await fetch(variantUrl)).text();
    const segment = variant.split('\n').find((l) => l.endsWith('.ts'))!;
    const segmentUrl = variantUrl.replace(/index\.m3u8$/, segment);
    const ranged = await fetch(segmentUrl, { headers: { range: 'bytes=188-375' } });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-type')).toBe('video/mp2t');
    expect(ranged.headers.get('content-range')).toMatch(/^bytes 188-375\/\d+$/);
    const chunk = Buffer.from(await ranged.arrayBuffer());
    expect(chunk.length).toBe(188);
    expect(chunk[0]).toBe(0x47); // an MPEG-TS packet starts with its sync byte
    const whole = Buffer.from(await (await fetch(segmentUrl)).arrayBuffer());
    expect(whole.subarray(188, 376).equals(chunk)).toBe(true);

    // ffprobe plays it over HTTP from the bucket, through the API.
    const { stdout } = await run('ffprobe', [
      ...['-v', 'error', '-show_entries', 'stream=codec_name', '-of', 'csv=p=0', base + streamUrl],
    ]);
    expect(stdout).toContain('h264');

    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/me/content/${id}`,
      headers: auth,
    });
    expect(del.statusCode, del.body).toBe(200);
    expect(await s3.keys(`hosted/${id}/`)).toEqual([]);
    expect((await fetch(base + streamUrl)).status).toBe(404);
    expect((await fetch(segmentUrl, { headers: { range: 'bytes=0-9' } })).status).toBe(404);
  }, 120_000);
});
