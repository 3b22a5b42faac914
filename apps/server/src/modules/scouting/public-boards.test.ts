import {
  envelope,
  errorResponseSchema,
  publicBoardSchema,
  scoutBoardSchema,
} from '@hoopdex/contract';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { seedStatsFixture } from '../stats/stats-fixture';

// Public boards: a scout's board behind an unguessable read-only link. The one rule that must
// never break: a note the scout did not mark public never leaves, in any answer.
const SECRET = 'PRIVATE-do-not-share-7f3a';
const OPEN = 'Reads the floor early, public take';

const SITE = 'https://hoopdex.example';
const dist = mkdtempSync(path.join(os.tmpdir(), 'hoopdex-board-'));
let t: TestApp;
const auth: Record<string, string> = {};
let boardId = 0;
beforeAll(async () => {
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>Hoopdex</title></head><body></body></html>',
  );
  t = await buildTestApp({ webDist: dist, publicUrl: SITE });
  await seedStatsFixture(t.db.db);
  await t.db.db.insert(users).values([
    { id: 'pb-scout', name: 'Scout', email: 'pb-scout@test.local', role: 'scout' },
    { id: 'pb-other', name: 'Other', email: 'pb-other@test.local', role: 'scout' },
  ]);
  auth['pb-scout'] = `Bearer ${await t.sign({ sub: 'pb-scout', role: 'scout' })}`;
  auth['pb-other'] = `Bearer ${await t.sign({ sub: 'pb-other', role: 'scout' })}`;
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';
const scout = (method: Method, url: string, payload?: object, who = 'pb-scout') =>
  t.app.inject({
    method,
    url: `/api/scouting${url}`,
    headers: { authorization: auth[who]! },
    ...(payload ? { payload } : {}),
  });
const visit = (token: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url: `/api/boards/${token}`, headers });
const boardOf = (res: { json(): unknown }) => envelope(scoutBoardSchema).parse(res.json()).data;

describe('sharing a board', () => {
  it('a new board is private; sharing gives a 32-character token', async () => {
    const made = boardOf(await scout('POST', '/boards', { name: 'Guards to watch' }));
    boardId = made.id;
    expect(made.share_token).toBeNull();
    await scout('PUT', `/boards/${boardId}/items`, {
      slugs: ['ann-archer', 'bob-baker', 'finn-ford'],
    });
    await scout('PUT', '/notes/ann-archer', { note: OPEN, grade: 4, is_public: true });
    await scout('PUT', '/notes/bob-baker', { note: SECRET, grade: 2 });
    const shared = boardOf(await scout('POST', `/boards/${boardId}/share`));
    expect(shared.share_token).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });

  it('opens signed out: players in order, season figures, only the public note', async () => {
    const token = boardOf(await scout('GET', `/boards/${boardId}`)).share_token!;
    const res = await visit(token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).not.toContain(SECRET);
    const { data } = envelope(publicBoardSchema).parse(res.json());
    expect(data.name).toBe('Guards to watch');
    expect(data.items.map((i) => i.player.slug)).toEqual(['ann-archer', 'bob-baker', 'finn-ford']);
    expect(data.items[0]!.note).toEqual({ note: OPEN, grade: 4 });
    expect(data.items[1]!.note).toBeNull(); // private: not even its grade
    expect(data.items[0]!.stats.games_played).toBeGreaterThan(0);
    expect(data.items[0]!.stats.pts_average).toEqual(expect.any(Number));
    expect(data.items[2]!.stats).toMatchObject({ games_played: 0, pts_average: null }); // finn has no games
    expect(JSON.stringify(data)).not.toMatch(/player_id|user|email/);
    // Cached with a strong ETag; browsers ask again each time.
    expect(res.headers['cache-control']).toBe('public, no-cache');
    expect((await visit(token, { 'if-none-match': String(res.headers.etag) })).statusCode).toBe(
      304,
    );
  });

  it('the link has its own preview and card, with no private note in either', async () => {
    const token = boardOf(await scout('GET', `/boards/${boardId}`)).share_token!;
    const page = await t.app.inject({ url: `/board/${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(
      '<meta property="og:title" content="Guards to watch: a scouting board',
    );
    expect(page.body).toContain(
      `<meta property="og:image" content="${SITE}/api/cards/board/${token}.png">`,
    );
    expect(page.body).not.toContain(SECRET);
    const card = await t.app.inject({ url: `/api/cards/board/${token}.png` });
    expect(card.statusCode).toBe(200);
    expect(card.headers['content-type']).toBe('image/png');
    expect(card.headers['cache-control']).toBe('public, no-cache');
    const image = PNG.sync.read(card.rawPayload);
    expect([image.width, image.height]).toEqual([1200, 630]);
  });

  it('a note made private again disappears from the next answer', async () => {
    const token = boardOf(await scout('GET', `/boards/${boardId}`)).share_token!;
    await scout('PUT', '/notes/ann-archer', {
      note: `${OPEN} ${SECRET}`,
      grade: 4,
      is_public: false,
    });
    const res = await visit(token);
    expect(res.body).not.toContain(SECRET);
    expect(envelope(publicBoardSchema).parse(res.json()).data.items[0]!.note).toBeNull();
    await scout('PUT', '/notes/ann-archer', { note: OPEN, grade: 4, is_public: true });
  });

  it('a new link replaces the old one, and revoking makes it a 404 at once', async () => {
    const first = boardOf(await scout('GET', `/boards/${boardId}`)).share_token!;
    expect((await visit(first)).statusCode).toBe(200);
    const second = boardOf(await scout('POST', `/boards/${boardId}/share`)).share_token!;
    expect(second).not.toBe(first);
    expect((await visit(first)).statusCode).toBe(404);
    expect((await visit(second)).statusCode).toBe(200);
    const revoked = boardOf(await scout('DELETE', `/boards/${boardId}/share`));
    expect(revoked.share_token).toBeNull();
    const gone = await visit(second);
    expect(gone.statusCode).toBe(404);
    expect(errorResponseSchema.parse(gone.json()).errors[0]?.param).toBe('token');
    // Its card is a JSON 404 and its page a plain one, with no preview of the board.
    expect((await t.app.inject({ url: `/api/cards/board/${second}.png` })).statusCode).toBe(404);
    const page = await t.app.inject({ url: `/board/${second}` });
    expect(page.statusCode).toBe(200); // the SPA shows its not-found page
    expect(page.body).not.toContain('Guards to watch');
  });

  it.each([['made-up-token'], ['x'.repeat(32)], ['y'.repeat(200)]])(
    'a wrong token (%s) is a 404',
    async (token) => {
      expect((await visit(token)).statusCode).toBe(404);
    },
  );

  it('another scout cannot share or revoke the board (404)', async () => {
    expect(
      (await scout('POST', `/boards/${boardId}/share`, undefined, 'pb-other')).statusCode,
    ).toBe(404);
    expect(
      (await scout('DELETE', `/boards/${boardId}/share`, undefined, 'pb-other')).statusCode,
    ).toBe(404);
  });

  it('sharing needs a signed-in scout', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/scouting/boards/${boardId}/share`,
    });
    expect(res.statusCode).toBe(401);
  });
});
