import { errorResponseSchema } from '@hoopdex/contract';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createPlayer } from '../../test/factories';
import { seedImportFixture, twoGames, postBoxScores } from '../box-score-import/box-score-fixture';

// Share cards are decoded, not just fetched: right size, not blank, and the parts that carry
// text differ between two players and before/after an import.
let t: TestApp;
let admin: string;
let fixture: Awaited<ReturnType<typeof seedImportFixture>>;
const LONG = 'Łukasz Sørvik-Jokić Wojciechowski-Brzęczyszczykiewicz Oyelaran-Ndiaye Ćwikła';

beforeAll(async () => {
  t = await buildTestApp();
  fixture = await seedImportFixture(t.db.db);
  await createPlayer(t.db.db, {
    leagueId: fixture.league.id,
    teamId: fixture.teams.nyk.id,
    slug: 'long-name',
    firstname: LONG.split(' ')[0]!,
    lastname: LONG.split(' ').slice(1).join(' '),
    imageuri: null,
  });
  await t.db.db
    .insert(users)
    .values({ id: 'card-admin', name: 'Admin', email: 'card-admin@test.local', role: 'admin' });
  admin = await t.sign({ sub: 'card-admin', role: 'admin' });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

async function png(url: string) {
  const res = await get(url);
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  expect(res.headers['content-type']).toBe('image/png');
  expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
  return {
    image: PNG.sync.read(res.rawPayload),
    etag: String(res.headers.etag),
    bytes: res.rawPayload,
  };
}

/** Distinct colours in a box: a blank (flat) region has one or two. */
function colours(img: PNG, x0 = 0, y0 = 0, x1 = img.width, y1 = img.height) {
  const seen = new Set<number>();
  for (let y = y0; y < y1; y += 2) {
    for (let x = x0; x < x1; x += 2) {
      const i = (y * img.width + x) * 4;
      seen.add((img.data[i]! << 16) | (img.data[i + 1]! << 8) | img.data[i + 2]!);
    }
  }
  return seen.size;
}

/** Share of pixels that differ between two same-size images inside a box. */
function difference(a: PNG, b: PNG, x0: number, y0: number, x1: number, y1: number) {
  let differ = 0;
  let all = 0;
  for (let y = y0; y < y1; y += 1) {
    for (let x = x0; x < x1; x += 1) {
      const i = (y * a.width + x) * 4;
      all += 1;
      if (
        a.data[i] !== b.data[i] ||
        a.data[i + 1] !== b.data[i + 1] ||
        a.data[i + 2] !== b.data[i + 2]
      )
        differ += 1;
    }
  }
  return differ / all;
}

// The player card's name sits right of the photo (higher up when stat rows follow it).
const NAME_BOX = [420, 100, 1150, 380] as const;
const STATS_BOX = [420, 300, 1150, 560] as const;

describe('player card', () => {
  it('is a 1200×630 PNG that is not blank, with a strong ETag and 304 on a match', async () => {
    const { image, etag } = await png('/api/cards/player/nia-new.png');
    expect([image.width, image.height]).toEqual([1200, 630]);
    expect(colours(image)).toBeGreaterThan(20);
    expect(colours(image, ...NAME_BOX)).toBeGreaterThan(5);
    const again = await get('/api/cards/player/nia-new.png', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers['cache-control']).toMatch(/^public, max-age=\d+/);
  });

  it('differs between two players where the text is', async () => {
    const nia = await png('/api/cards/player/nia-new.png');
    const omar = await png('/api/cards/player/omar-opp.png');
    expect(nia.etag).not.toBe(omar.etag);
    expect(difference(nia.image, omar.image, ...NAME_BOX)).toBeGreaterThan(0.01);
  });

  it('an import that changes the numbers changes the image and its ETag', async () => {
    const before = await png('/api/cards/player/nia-new.png');
    const res = await postBoxScores(t.app, admin, twoGames);
    expect(res.statusCode, res.body).toBe(200);
    const after = await png('/api/cards/player/nia-new.png');
    expect(after.etag).not.toBe(before.etag);
    expect(difference(before.image, after.image, ...STATS_BOX)).toBeGreaterThan(0.01);
    // Drawn once per ETag: the same data gives the very same bytes.
    expect((await png('/api/cards/player/nia-new.png')).bytes.equals(after.bytes)).toBe(true);
  });

  it('renders a very long Latin Extended name and a player with no photo or games', async () => {
    const { image } = await png('/api/cards/player/long-name.png');
    expect([image.width, image.height]).toEqual([1200, 630]);
    expect(colours(image, ...NAME_BOX)).toBeGreaterThan(5);
  });

  it('an unknown slug is a JSON 404, not an image', async () => {
    const res = await get('/api/cards/player/nobody-here.png');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(errorResponseSchema.parse(res.json()).errors[0]?.param).toBe('slug');
  });
});

describe('compare card', () => {
  it('is a 1200×630 PNG of both players; order matters', async () => {
    const ab = await png('/api/cards/compare/nia-new/omar-opp.png');
    const ba = await png('/api/cards/compare/omar-opp/nia-new.png');
    expect([ab.image.width, ab.image.height]).toEqual([1200, 630]);
    expect(colours(ab.image)).toBeGreaterThan(20);
    expect(ab.etag).not.toBe(ba.etag);
    expect(difference(ab.image, ba.image, 0, 100, 1200, 240)).toBeGreaterThan(0.01);
  });

  it('names the unknown player of a pair in a JSON 404', async () => {
    const res = await get('/api/cards/compare/nia-new/nobody-here.png');
    expect(res.statusCode).toBe(404);
    expect(errorResponseSchema.parse(res.json()).errors[0]?.param).toBe('slugB');
    const first = await get('/api/cards/compare/nobody-here/nia-new.png');
    expect(errorResponseSchema.parse(first.json()).errors[0]?.param).toBe('slugA');
  });

  it('a path that is not a .png card is a 404', async () => {
    expect((await get('/api/cards/player/nia-new')).statusCode).toBe(404);
  });
});
