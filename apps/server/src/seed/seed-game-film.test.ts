import { envelope, playerPlaySchema } from '@hoopdex/contract';
import { eq, sql } from 'drizzle-orm';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sqlRows } from '../db/sql-rows';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import {
  postBoxScores,
  seedImportFixture,
  twoGames,
} from '../modules/box-score-import/box-score-fixture';
import { game1Rows, pbpCsv, postPlays } from '../modules/play-by-play/pbp-fixture';
import { trueMoment } from '../modules/film-sync/drawn-film';
import { players, users } from '../db/schema/index';
import { demoSegments, seedGameFilm } from './seed-game-film';

// The demo film over the play-by-play fixture: Nia (made threes) is the trending player.
describe('demo game film: drawn, uploaded, synced on first start', () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'hx-seed-film-'));
    t = await buildTestApp({ media: { dir } });
    await seedImportFixture(t.db.db);
    await t.db.db
      .insert(users)
      .values({ id: 'demo-admin', name: 'A', email: 'admin@hoopdex.test', role: 'admin' });
    const admin = await t.sign({ sub: 'demo-admin', role: 'admin' });
    expect((await postBoxScores(t.app, admin, twoGames)).statusCode).toBe(200);
    expect((await postPlays(t.app, admin, pbpCsv(game1Rows()))).statusCode).toBe(200);
    await t.db.db.update(players).set({ trendingRank: 1 }).where(eq(players.slug, 'nia-new'));
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("every one of the player's made threes plays from its clip; runs once", async () => {
    const said: string[] = [];
    await seedGameFilm(t.db.db, dir, (m) => said.push(m));
    expect(said.join('\n')).toMatch(/demo game film: game \d+ \(nia-new/);
    for (let i = 0; i < 8; i++) if ((await t.app.studioJobs.runner.runOnce()) === 'none') break;
    const [film] = await sqlRows<{ game_id: number; state: string; message: string | null }>(
      t.db.db,
      sql`select game_id, state, message from game_films`,
    );
    // The film shows Nia's plays only: Omar's are not in it, and the message says so.
    expect(film).toMatchObject({ state: 'ready' });
    expect(film!.message).toMatch(/Read the game clock on (9\d|100)% .* plays have a clip/);

    const plays = envelope(z.array(playerPlaySchema))
      .parse((await t.app.inject({ url: '/api/players/nia-new/plays?limit=100' })).json())
      .data.filter((p) => p.game_id === film!.game_id);
    const clock = (s: string) =>
      s.includes(':')
        ? (Number(s.split(':')[0]) * 60 + Number(s.split(':')[1])) * 10
        : Math.round(Number(s) * 10);
    const all = plays.map((p) => ({ period: p.period, clock: clock(p.clock), event: p.event }));
    const segments = demoSegments(all, () => 7200, 4);
    const threes = plays.filter((p) => p.event === 'fg3_made');
    expect(threes.length).toBeGreaterThan(0);
    let inside = 0;
    for (const p of plays) {
      const truth = trueMoment(segments, p.period, clock(p.clock), p.event)!;
      if (p.video && p.video.start <= truth && truth <= p.video.end) inside++;
    }
    expect(threes.every((p) => p.video !== null)).toBe(true);
    expect(inside / plays.length).toBeGreaterThanOrEqual(0.95);

    said.length = 0;
    await seedGameFilm(t.db.db, dir, (m) => said.push(m));
    expect(said).toEqual([]);
  }, 300_000);
});
