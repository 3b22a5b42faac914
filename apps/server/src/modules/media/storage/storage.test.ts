import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { startTestS3, type TestS3 } from '../../../test/test-s3';
import { makeCreator, makeUser } from '../../content/content-fixtures';
import { createS3Storage } from './s3-storage';
import { createFileStorage, MissingKeyError, type MediaStorage } from './storage';

// The storage contract (putDir/put/get/size/stream with a range/deletePrefix) and the media
// routes' Range handling, on files and on S3 (s3rver in process: never skipped).
let s3: TestS3;
let root: string;
let src: string;
beforeAll(async () => {
  s3 = await startTestS3();
  root = await mkdtemp(path.join(os.tmpdir(), 'hx-storage-'));
  src = path.join(root, 'src');
  await mkdir(path.join(src, '480p'), { recursive: true });
  await writeFile(path.join(src, 'master.m3u8'), '#EXTM3U\n480p/index.m3u8\n');
  await writeFile(path.join(src, '480p', 'seg-000.ts'), bytes(5000));
  await writeFile(path.join(src, 'poster.jpg'), bytes(300));
});
afterAll(async () => {
  await s3.stop();
  await rm(root, { recursive: true, force: true });
});

function bytes(n: number) {
  const b = Buffer.alloc(n);
  for (let i = 0; i < n; i++) b[i] = (i * 7) % 256;
  return b;
}
async function read(body: Readable) {
  const parts: Buffer[] = [];
  for await (const p of body) parts.push(Buffer.from(p as Buffer));
  return Buffer.concat(parts);
}

const kinds: [string, () => MediaStorage][] = [
  ['files', () => createFileStorage(path.join(root, 'files'))],
  ['S3', () => createS3Storage(s3.config)],
];

describe.each(kinds)('media storage contract: %s', (_name, make) => {
  it('putDir, get, size, stream whole and by range, deletePrefix', async () => {
    const storage = make();
    const stored = await storage.putDir('hosted/7/v1-1', src);
    expect(stored).toBe(5000 + 300 + '#EXTM3U\n480p/index.m3u8\n'.length);
    expect((await storage.get('hosted/7/v1-1/master.m3u8')).toString()).toContain('480p');
    expect(await storage.size('hosted/7/v1-1/480p/seg-000.ts')).toBe(5000);
    expect(await storage.size('hosted/7/v1-1/480p/seg-999.ts')).toBeNull();

    const whole = await storage.stream('hosted/7/v1-1/480p/seg-000.ts');
    expect(whole.size).toBe(5000);
    expect((await read(whole.body)).equals(bytes(5000))).toBe(true);
    const part = await storage.stream('hosted/7/v1-1/480p/seg-000.ts', { start: 100, end: 287 });
    expect(part.size).toBe(5000);
    expect((await read(part.body)).equals(bytes(5000).subarray(100, 288))).toBe(true);
    await expect(storage.stream('hosted/7/v1-1/nope.ts')).rejects.toBeInstanceOf(MissingKeyError);

    await storage.put('uploads/images/abc/320.webp', bytes(40));
    expect(await storage.size('uploads/images/abc/320.webp')).toBe(40);

    // A sibling that shares the prefix's first characters is not under it.
    await storage.putDir('hosted/70/v1-1', src);
    await storage.deletePrefix('hosted/7');
    expect(await storage.size('hosted/7/v1-1/master.m3u8')).toBeNull();
    expect(await storage.size('hosted/7/v1-1/480p/seg-000.ts')).toBeNull();
    expect(await storage.size('hosted/70/v1-1/master.m3u8')).not.toBeNull();
    await storage.deletePrefix('hosted/70');
    await expect(storage.put('hosted/../x', bytes(1))).rejects.toThrow(/bad key/);
  });
});

describe.each(kinds)('media routes: %s', (name, make) => {
  let t: TestApp;
  let dir: string;
  let token: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'hx-media-routes-'));
    t = await buildTestApp({
      media: { dir, ...(name === 'S3' ? { s3: s3.config } : {}) },
    });
    const storage = make();
    // The app's own storage is the same place: files under dir, or the same bucket.
    if (name === 'files') await createFileStorage(dir).putDir('hosted/9/v2-1', src);
    else await storage.putDir('hosted/9/v2-1', src);
    const creator = await makeCreator(t.db.db, { displayname: 'Picture desk' });
    await makeUser(t.db.db, 'pics');
    await t.db.db
      .update(users)
      .set({ creatorId: creator.id, role: 'creator' })
      .where(eq(users.id, 'pics'));
    token = await t.sign({ sub: 'pics' });
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });
  const get = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
    t.app.inject({ method, url, headers });
  const segment = '/media/hosted/9/v2-1/480p/seg-000.ts';

  it('a whole file: 200, its type, a year immutable, Accept-Ranges', async () => {
    const res = await get('/media/hosted/9/v2-1/master.m3u8');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/vnd\.apple\.mpegurl/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.body).toContain('480p/index.m3u8');
  });

  it('Range: 206 with Content-Range, suffix and open ranges, 416 past the end, bad ones ignored', async () => {
    const part = await get(segment, { range: 'bytes=100-287' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 100-287/5000');
    expect(part.rawPayload.equals(bytes(5000).subarray(100, 288))).toBe(true);
    const tail = await get(segment, { range: 'bytes=-10' });
    expect(tail.statusCode).toBe(206);
    expect(tail.headers['content-range']).toBe('bytes 4990-4999/5000');
    const open = await get(segment, { range: 'bytes=4000-' });
    expect(open.headers['content-range']).toBe('bytes 4000-4999/5000');
    expect(open.rawPayload.length).toBe(1000);

    const past = await get(segment, { range: 'bytes=6000-7000' });
    expect(past.statusCode).toBe(416);
    // send (the file route) leaves it out; ours says the size, as RFC 9110 asks.
    if (name === 'S3') expect(past.headers['content-range']).toBe('bytes */5000');
    // Nonsense is unsatisfiable (416) or ignored (200), never a 500.
    for (const bad of ['bytes=abc', 'bytes=5-2', 'bytes=-0', 'bytes=99999999999999999999-']) {
      const res = await get(segment, { range: bad });
      expect([200, 416], `${bad} → ${res.statusCode}`).toContain(res.statusCode);
    }
    // Another unit, or no `=`: the Range is ignored, the whole file answered.
    for (const ignored of ['items=0-1', 'bytes']) {
      const res = await get(segment, { range: ignored });
      expect(res.statusCode, ignored).toBe(200);
      expect(res.rawPayload.length).toBe(5000);
    }
  });

  it('HEAD, a missing key and a path that climbs out: no body, 404, 404', async () => {
    const head = await get(segment, {}, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe('5000');
    expect(head.body).toBe('');
    expect((await get('/media/hosted/9/v2-1/480p/seg-404.ts')).statusCode).toBe(404);
    expect((await get('/media/hosted/9/v2-1/%2e%2e/%2e%2e/x')).statusCode).toBe(404);
    // send denies dot files (403); the object route has no such keys (404).
    expect([403, 404]).toContain((await get('/media/hosted/9/v2-1/.hidden')).statusCode);
  });

  it('an article picture is stored and served from the same storage', async () => {
    const png = await sharp({
      create: { width: 700, height: 400, channels: 3, background: '#c33' },
    })
      .png()
      .toBuffer();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/me/images',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'image/png' },
      payload: png,
    });
    expect(res.statusCode, res.body).toBe(200);
    const image = res.json().data as { url: string; sizes: { url: string; format: string }[] };
    const webp = image.sizes.find((s) => s.format === 'webp')!;
    const served = await get(webp.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const key = webp.url.replace(/^\/media\//, '');
    if (name === 'S3') expect(await s3.keys('uploads/images/')).toContain(key);
    const ranged = await get(image.url, { range: 'bytes=0-9' });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.rawPayload.length).toBe(10);
  });
});
