import { RASTER_WIDTHS, rasterSrc } from '@hoopdex/contract/drawn-images';
import Fastify from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initials } from './drawn-svg';
import { drawnImagesRoutes } from './drawn-images.routes';

const app = Fastify();

beforeAll(async () => {
  await app.register(drawnImagesRoutes);
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
    expect(Buffer.byteLength(res.body)).toBeLessThan(8192);
  });

  it('draws the same person for the same key, a different one for another, credited', async () => {
    const a = await app.inject({ url: '/media/avatars/jalen-calbrook.svg?look=men' });
    const b = await app.inject({ url: '/media/avatars/jalen-calbrook.svg?look=men' });
    const other = await app.inject({ url: '/media/avatars/maya-calbrook.svg?look=men' });
    expect(a.body).toBe(b.body);
    expect(other.body).not.toBe(a.body);
    expect(a.body).toContain('Personas by Draftbit');
    expect(a.body).toContain('creativecommons.org/licenses/by/4.0');
  });

  it("draws a different person for a men's and a women's look of one key", async () => {
    const keys = Array.from({ length: 20 }, (_, i) => `player-${i}`);
    const draw = (look: string) =>
      Promise.all(keys.map((k) => app.inject({ url: `/media/avatars/${k}.svg?look=${look}` })));
    const [women, men] = await Promise.all([draw('women'), draw('men')]);
    const same = keys.filter((_, i) => women[i]?.body === men[i]?.body);
    expect(same).toEqual([]);
  });

  it('draws initials for the brand look (shows, Hoopdex) and rejects an unknown look', async () => {
    const brand = await app.inject({ url: '/media/avatars/jalen-calbrook.svg?look=brand' });
    expect(brand.body).toContain('>JC<');
    const bad = await app.inject({ url: '/media/avatars/jalen-calbrook.svg?look=robot' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      errors: [{ msg: 'look must be men, women, any or brand', param: 'look' }],
    });
  });

  it('draws team crests in team colours with the team letters, shared by a school', async () => {
    const men = await app.inject({ url: '/media/logos/ncaam-north-carolina.svg' });
    const women = await app.inject({ url: '/media/logos/ncaaw-north-carolina.svg' });
    expect(men.body).toContain('>NC<');
    expect(men.body).toBe(women.body);
    const pro = await app.inject({ url: '/media/logos/nba-denver-aviators.svg' });
    expect(pro.body).toContain('>DA<');
    const fill = (svg: string) => /<path d='[^']+' fill='(#[0-9a-f]{6})'/.exec(svg)?.[1];
    const fills = new Set(
      ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map(async (k) =>
        fill((await app.inject({ url: `/media/logos/nba-${k}-team.svg` })).body),
      ),
    );
    expect(new Set(await Promise.all(fills)).size).toBeGreaterThan(3);
    expect(initials('1234-film-room-breakdown')).toBe('FR');
    expect(initials('show-the-pick-and-pod')).toBe('TP');
  });

  it('accepts keys up to 120 characters', async () => {
    const res = await app.inject({ url: `/media/thumbs/${'a'.repeat(120)}.svg` });
    expect(res.statusCode).toBe(200);
  });

  it('writes league codes in full on their logos, any league (an imported one too)', async () => {
    const res = await app.inject({ url: '/media/logos/ncaaw.svg' });
    expect(res.body).toContain('>NCAAW<');
    expect((await app.inject({ url: '/media/logos/wnba.svg' })).body).toContain('>WNBA<');
  });

  it("reads an imported team's key without its league: wnba-las-vegas-aces is LVA", async () => {
    const res = await app.inject({ url: '/media/logos/wnba-las-vegas-aces.svg' });
    expect(res.body).toContain('>LVA<');
    const again = await app.inject({ url: '/media/logos/wnba-las-vegas-aces.svg' });
    expect(again.body).toBe(res.body);
  });

  it.each([
    ['avatars/jalen-calbrook', 'look=men', 128],
    ['logos/nba-boston-harbormen', '', 64],
    ['thumbs/1234-film-room-breakdown', '', 512],
  ] as const)(
    'serves /media/%s as WebP drawn %s %i px wide, cached a year',
    async (path, query, w) => {
      const url = rasterSrc(`/media/${path}.svg${query ? `?${query}` : ''}`, w / 2);
      expect(url).toBe(`/media/${path}.webp?${query ? `${query}&` : ''}w=${w}`);
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(res.rawPayload).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(w);
      // A square picture stays square, a 16:9 thumbnail 16:9.
      const svg = await app.inject({ url: `/media/${path}.svg${query ? `?${query}` : ''}` });
      const drawn = await sharp(Buffer.from(svg.body)).metadata();
      expect(meta.height! / meta.width!).toBeCloseTo(drawn.height! / drawn.width!, 1);
      expect(res.rawPayload.length).toBeLessThan(12_288);
      const again = await app.inject({ url });
      expect(again.rawPayload.equals(res.rawPayload)).toBe(true);
    },
  );

  it("keeps the persona's credit in the WebP (XMP), and draws the look asked for", async () => {
    const men = await app.inject({ url: '/media/avatars/jalen-calbrook.webp?look=men&w=96' });
    const women = await app.inject({ url: '/media/avatars/jalen-calbrook.webp?look=women&w=96' });
    const xmp = (await sharp(men.rawPayload).metadata()).xmp?.toString() ?? '';
    expect(xmp).toContain('Personas by Draftbit');
    expect(xmp).toContain('creativecommons.org/licenses/by/4.0');
    expect(women.rawPayload.equals(men.rawPayload)).toBe(false);
  });

  it.each(['w=100', 'w=', 'w=64&w=96', 'w=2048', 'w=abc'])(
    'refuses a WebP width other than those listed (%s)',
    async (query) => {
      const res = await app.inject({ url: `/media/avatars/jalen-calbrook.webp?${query}` });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        errors: [{ msg: `w must be one of ${RASTER_WIDTHS.join(', ')}`, param: 'w' }],
      });
    },
  );

  it.each([
    'avatars/Jalen.svg',
    'avatars/a_b.svg',
    'avatars/abc.png',
    'avatars/abc.svg.webp',
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
