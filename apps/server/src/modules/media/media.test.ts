import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initials } from './media-svg';
import { mediaRoutes } from './media.routes';

const app = Fastify();

beforeAll(async () => {
  await app.register(mediaRoutes);
  await app.ready();
});
afterAll(() => app.close());

describe('media routes', () => {
  it.each([
    'avatars/jalen-calbrook',
    'logos/nba-boston-harbormen',
    'thumbs/1234-film-room-breakdown',
  ])('serves /media/%s.svg as a small cached SVG', async (path) => {
    const res = await app.inject({ url: `/media/${path}.svg` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'",
    );
    expect(res.body.startsWith('<svg')).toBe(true);
    expect(res.body).not.toMatch(/<script|href=/i);
    expect(Buffer.byteLength(res.body)).toBeLessThan(2048);
  });

  it('draws the same picture for the same key and initials from its words', async () => {
    const a = await app.inject({ url: '/media/avatars/jalen-calbrook.svg' });
    const b = await app.inject({ url: '/media/avatars/jalen-calbrook.svg' });
    expect(a.body).toBe(b.body);
    expect(a.body).toContain('>JC<');
    expect(initials('1234-film-room-breakdown')).toBe('FR');
    expect(initials('show-the-pick-and-pod')).toBe('TP');
  });

  it('accepts keys up to 120 characters', async () => {
    const res = await app.inject({ url: `/media/thumbs/${'a'.repeat(120)}.svg` });
    expect(res.statusCode).toBe(200);
  });

  it('writes league codes in full on their logos', async () => {
    const res = await app.inject({ url: '/media/logos/ncaaw.svg' });
    expect(res.body).toContain('>NCAAW<');
  });

  it.each([
    'avatars/Jalen.svg',
    'avatars/a_b.svg',
    'avatars/abc.png',
    'avatars/abc',
    `thumbs/${'a'.repeat(121)}.svg`,
    'avatars/%3Cscript%3E.svg',
    'avatars/a/b.svg',
    'other/abc.svg',
  ])('answers 404 JSON for /media/%s', async (path) => {
    const res = await app.inject({ url: `/media/${path}` });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
  });
});
