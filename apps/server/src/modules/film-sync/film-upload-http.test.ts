import { request } from 'node:http';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureServer, type FixtureServer } from '../../test/fixture-server';
import { makeTestFilm, testRegion } from './film-sync-fixture';

// Issue 29: a film upload once stalled every request of the server: the input guard walked the
// request stream. Here the server runs as `npm start` runs it, in its own process (a stalled
// event loop there cannot stall the test), and the film goes up over a real socket in slices
// over about two seconds while other requests come and go; then the sync job runs beside them.
let fixture: FixtureServer | undefined;
let dir: string;
let base: string;
let admin: string;
let gameId: number;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'hx-film-http-'));
  fixture = await startFixtureServer('film-http');
  ({ base, admin } = fixture);
  gameId = await firstGame();
}, 240_000);
afterAll(async () => {
  await fixture?.stop();
  await rm(dir, { recursive: true, force: true });
});

/** The fixture's first game, as the game-log API lists it. */
async function firstGame(): Promise<number> {
  const res = await fetch(`${base}/api/players/nia-new/games`);
  const body = (await res.json()) as { data: { game_id: number; game_date: string }[] };
  const sorted = [...body.data].sort((a, b) => a.game_date.localeCompare(b.game_date));
  return sorted[0]!.game_id;
}

/** A GET that must answer: a stalled server fails it by its timeout, not by its speed. */
async function answers(url: string) {
  const res = await fetch(base + url, { signal: AbortSignal.timeout(10_000) });
  return res.status;
}

/** POSTs `body` in 16 slices, 120 ms apart, over a real socket; resolves with the answer. */
function slowUpload(url: string, body: Buffer, headers: Record<string, string>) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(base + url, {
      method: 'POST',
      headers: { ...headers, 'content-length': String(body.length) },
    });
    req.on('response', (res) => {
      let text = '';
      res.on('data', (d: Buffer) => (text += d.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
    const slice = Math.ceil(body.length / 16);
    let i = 0;
    const next = () => {
      if (i * slice >= body.length) return req.end();
      req.write(body.subarray(i * slice, ++i * slice));
      setTimeout(next, 120);
    };
    next();
  });
}

describe('a film upload through the real server', () => {
  it('streams, answers, and never holds up other requests, while uploading or syncing', async () => {
    const file = path.join(dir, 'film.mp4');
    await makeTestFilm(file);
    const film = await readFile(file);
    const region = `${testRegion.x},${testRegion.y},${testRegion.w},${testRegion.h}`;
    let uploading = true;
    const upload = slowUpload(`/api/admin/games/${gameId}/film?clock_region=${region}`, film, {
      authorization: `Bearer ${admin}`,
      'content-type': 'video/mp4',
    }).finally(() => (uploading = false));

    // While the film is on its way: health, a public read and a game's film status answer.
    const during: number[] = [];
    while (uploading) {
      during.push(await answers('/api/health'), await answers('/api/leaderboards?league=nba'));
      await new Promise((r) => setTimeout(r, 100));
    }
    const done = await upload;
    expect(done.status, done.body).toBe(200);
    expect(JSON.parse(done.body).data).toMatchObject({ game_id: gameId, state: 'queued' });
    // Several rounds went by during the upload, every one answered.
    expect(during.length).toBeGreaterThanOrEqual(6);
    expect(during.every((s) => s === 200)).toBe(true);

    // The server's job runner transcodes and syncs it (ffmpeg and tesseract children) while
    // health and the film's status keep answering; the film ends ready, every play clipped.
    let status = { state: 'queued', plays: { total: 0, with_video: 0 } };
    let rounds = 0;
    for (const until = Date.now() + 150_000; Date.now() < until; rounds++) {
      expect(await answers('/api/health')).toBe(200);
      const res = await fetch(`${base}/api/games/${gameId}/film`, {
        signal: AbortSignal.timeout(10_000),
      });
      expect(res.status).toBe(200);
      status = ((await res.json()) as { data: typeof status }).data;
      if (status.state === 'ready' || status.state === 'failed') break;
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(status).toMatchObject({ state: 'ready' });
    expect(status.plays.with_video).toBe(status.plays.total);
    expect(rounds).toBeGreaterThanOrEqual(2);
  }, 180_000);
});
