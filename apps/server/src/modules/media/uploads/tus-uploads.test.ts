import { eq } from 'drizzle-orm';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import * as tus from 'tus-js-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaUploads, users } from '../../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { makeCreator, makeUser } from '../../content/content-fixtures';

const KB = 1024;

describe('tus uploads at /api/uploads', () => {
  let t: TestApp;
  let dir: string;
  let base: string;
  const tok: Record<string, string> = {};
  const file = Buffer.alloc(300 * KB, 0);
  for (let i = 0; i < file.length; i++) file[i] = (i * 31) % 251;

  const listen = async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  };
  const create = (who: string | null, length: string, extra: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: {
        'tus-resumable': '1.0.0',
        'upload-length': length,
        ...(who ? { authorization: `Bearer ${tok[who]}` } : {}),
        ...extra,
      },
    });

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'hx-tus-'));
    t = await buildTestApp({ media: { dir, uploadMaxBytes: 1024 * KB, quotaBytes: 1500 * KB } });
    const db = t.db.db;
    const creator = await makeCreator(db, { displayname: 'Uploader' });
    for (const id of ['author', 'fan', 'other']) {
      await makeUser(db, id);
      tok[id] = await t.sign({ sub: id });
    }
    for (const id of ['author', 'other'])
      await db
        .update(users)
        .set({ creatorId: creator.id, role: 'creator' })
        .where(eq(users.id, id));
    await listen();
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  const upload = (opts: Partial<tus.UploadOptions>, data: Buffer = file) =>
    new tus.Upload(data, {
      endpoint: `${base}/api/uploads`,
      headers: { authorization: `Bearer ${tok.author}` },
      metadata: { filename: 'clip.mp4', filetype: 'video/mp4' },
      chunkSize: 64 * KB,
      retryDelays: null,
      ...opts,
    });

  it('uploads in chunks, stops mid-way, resumes at the HEAD offset after a restart', async () => {
    // Stop after the second chunk has been stored.
    const first = upload({});
    const url = await new Promise<string>((resolve, reject) => {
      let chunks = 0;
      first.options.onChunkComplete = () => {
        if (++chunks === 2) void first.abort().then(() => resolve(first.url!));
      };
      first.options.onError = reject;
      first.start();
    });
    expect(url).toMatch(/\/api\/uploads\/[a-f0-9]{32}$/);
    const id = url.split('/').pop()!;

    await t.restart();
    await listen();
    const head = await fetch(`${base}/api/uploads/${id}`, {
      method: 'HEAD',
      headers: { 'tus-resumable': '1.0.0', authorization: `Bearer ${tok.author}` },
    });
    expect(head.status).toBe(200);
    expect(Number(head.headers.get('upload-offset'))).toBe(128 * KB);
    const [half] = await t.db.db.select().from(mediaUploads).where(eq(mediaUploads.id, id));
    expect(half).toMatchObject({ userId: 'author', size: file.length, completedAt: null });

    let progressed = 0;
    await new Promise<void>((resolve, reject) => {
      const rest = upload({
        uploadUrl: `${base}/api/uploads/${id}`,
        onProgress: (sent) => (progressed = Math.max(progressed, sent)),
        onSuccess: () => resolve(),
        onError: reject,
      });
      rest.start();
    });
    expect(progressed).toBe(file.length);
    const [done] = await t.db.db.select().from(mediaUploads).where(eq(mediaUploads.id, id));
    expect(done!.completedAt).not.toBeNull();
    expect(done!.filename).toBe('clip.mp4');
    const stored = await readFile(path.join(dir, 'tus', id));
    expect(stored.equals(file)).toBe(true);

    // Another user may not read or append to it.
    for (const method of ['HEAD', 'PATCH', 'DELETE'] as const) {
      const res = await t.app.inject({
        method,
        url: `/api/uploads/${id}`,
        headers: { 'tus-resumable': '1.0.0', authorization: `Bearer ${tok.other}` },
      });
      expect(res.statusCode, method).toBe(403);
    }
  });

  it('refuses without a token, for a fan, for 0 bytes, over the size limit and over the quota', async () => {
    expect((await create(null, '10')).statusCode).toBe(401);
    const fan = await create('fan', '10');
    expect(fan.statusCode).toBe(403);
    expect(fan.json().errors[0].msg).toMatch(/creators, shows and players/);
    const empty = await create('author', '0');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0].msg).toBe('The file is empty (0 bytes)');
    const big = await create('author', String(1024 * KB + 1));
    expect(big.statusCode).toBe(413);
    expect(big.json().errors[0].msg).toBe('The file is over the 1 MB limit');
    // 300 KB used by the first test, 900 KB started now (counted at once): 400 KB more is
    // over the 1,500 KB quota.
    expect((await create('author', String(900 * KB))).statusCode).toBe(201);
    const over = await create('author', String(400 * KB));
    expect(over.statusCode).toBe(413);
    expect(over.json().errors[0].msg).toMatch(/Not enough storage left/);
    expect((await create('author', '', { 'upload-defer-length': '1' })).statusCode).toBe(400);
    const limits = await t.app.inject({
      url: '/api/me/uploads/limits',
      headers: { authorization: `Bearer ${tok.author}` },
    });
    expect(limits.json().data).toEqual({
      max_bytes: 1024 * KB,
      quota_bytes: 1500 * KB,
      used_bytes: 1200 * KB,
    });
  });

  it('a truncated upload cannot become a video item', async () => {
    const res = await create('author', String(100 * KB), {
      'upload-metadata': `filename ${Buffer.from('a.mp4').toString('base64')}`,
    });
    expect(res.statusCode).toBe(201);
    const id = res.headers.location!.split('/').pop()!;
    const item = await t.app.inject({
      method: 'POST',
      url: '/api/me/content',
      headers: { authorization: `Bearer ${tok.author}` },
      payload: { content_type: 'video', title: 'Half', upload_id: id },
    });
    expect(item.statusCode).toBe(400);
    expect(item.json().errors[0]).toMatchObject({ param: 'upload_id' });
    expect(await readdir(path.join(dir, 'tus'))).toContain(id);
  });
});
