import { eq } from 'drizzle-orm';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { makeCreator, makeUser } from '../../content/content-fixtures';

describe('POST /api/me/images: article pictures', () => {
  let t: TestApp;
  let dir: string;
  const tok: Record<string, string> = {};
  let photo: Buffer;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'hx-images-'));
    t = await buildTestApp({ media: { dir } });
    const creator = await makeCreator(t.db.db, { displayname: 'Writer' });
    for (const id of ['author', 'fan']) {
      await makeUser(t.db.db, id);
      tok[id] = await t.sign({ sub: id });
    }
    await t.db.db
      .update(users)
      .set({ creatorId: creator.id, role: 'creator' })
      .where(eq(users.id, 'author'));
    // A 1200×800 photo carrying EXIF (a camera's GPS and owner would be here).
    photo = await sharp({
      create: { width: 1200, height: 800, channels: 3, background: '#c06020' },
    })
      .jpeg()
      .withExif({ IFD0: { Artist: 'Secret Person', Copyright: 'GPS 48.85N 2.35E' } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  const post = (who: string, body: Buffer, type: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/me/images',
      payload: body,
      headers: { authorization: `Bearer ${tok[who]}`, 'content-type': type },
    });

  it('resizes into WebP widths and a JPEG, strips EXIF, serves them immutable', async () => {
    const res = await post('author', photo, 'image/jpeg');
    expect(res.statusCode, res.body).toBe(200);
    const img = res.json().data;
    expect(img).toMatchObject({ width: 1200, height: 800 });
    expect(
      img.sizes.map((s: { width: number; format: string }) => `${s.width}.${s.format}`),
    ).toEqual(['320.webp', '640.webp', '1024.webp', '1200.webp', '1200.jpeg']);
    expect(img.srcset).toContain('/640.webp 640w');
    expect(img.url).toMatch(/^\/media\/uploads\/images\/[a-f0-9]+\/1200\.jpg$/);
    for (const s of img.sizes) {
      const got = await t.app.inject({ url: s.url });
      expect(got.statusCode).toBe(200);
      expect(got.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(got.rawPayload).metadata();
      expect(meta.width).toBe(s.width);
      expect(meta.exif).toBeUndefined();
      expect(got.rawPayload.includes('Secret Person')).toBe(false);
    }
  });

  it('takes multipart too, and the picture can lead an article', async () => {
    const boundary = 'hxboundary123';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      photo,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await post('author', body, `multipart/form-data; boundary=${boundary}`);
    expect(res.statusCode, res.body).toBe(200);
    const url = res.json().data.url as string;
    const article = await t.app.inject({
      method: 'POST',
      url: '/api/me/content',
      headers: { authorization: `Bearer ${tok.author}` },
      payload: {
        content_type: 'article',
        title: 'Pictured',
        image: url,
        body: `<p>Hi</p><img src="${url}" alt="court">`,
      },
    });
    expect(article.statusCode, article.body).toBe(200);
  });

  it('refuses a fan, a non-image, an empty body', async () => {
    expect((await post('fan', photo, 'image/jpeg')).statusCode).toBe(403);
    const text = await post('author', Buffer.from('not a picture at all'), 'image/png');
    expect(text.statusCode).toBe(400);
    expect(text.json().errors[0]).toEqual({
      msg: 'This file is not an image we can use',
      param: 'file',
    });
    expect((await post('author', Buffer.alloc(0), 'image/png')).statusCode).toBe(400);
  });
});
