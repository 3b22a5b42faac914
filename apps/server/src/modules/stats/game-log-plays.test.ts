import { envelope, gameLogRowSchema } from '@hoopdex/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { games, users } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { postBoxScores, seedImportFixture, twoGames } from '../box-score-import/box-score-fixture';
import { game1Rows, pbpCsv, postPlays } from '../play-by-play/pbp-fixture';

// The game log says which games have play-by-play of the player (has_plays): the player page
// links those games' numbers to their plays (film room, issue 24) and no others.
let t: TestApp;
let game1Id: number;
let game2Id: number;
beforeAll(async () => {
  t = await buildTestApp();
  await seedImportFixture(t.db.db);
  await t.db.db
    .insert(users)
    .values({ id: 'gl-plays-admin', name: 'A', email: 'gl-plays@test.local', role: 'admin' });
  const admin = await t.sign({ sub: 'gl-plays-admin', role: 'admin' });
  expect((await postBoxScores(t.app, admin, twoGames)).statusCode).toBe(200);
  const rows = await t.db.db.select().from(games).orderBy(games.gameDate);
  game1Id = rows[0]!.id;
  game2Id = rows[1]!.id;
  // Read (and cached) before the plays come: the import must drop it.
  const before = await t.app.inject({
    method: 'GET',
    url: '/api/players/nia-new/games?scope=career',
  });
  const beforeRows = envelope(z.array(gameLogRowSchema)).parse(before.json()).data;
  expect(beforeRows.find((r) => r.game_id === game1Id)?.has_plays).toBe(false);
  // Play-by-play of game 1 only.
  expect((await postPlays(t.app, admin, pbpCsv(game1Rows()))).statusCode).toBe(200);
});
afterAll(() => t.close());

describe('game log: has_plays', () => {
  it('is true for a game with the player’s plays and false for one without', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/players/nia-new/games?scope=career',
    });
    expect(res.statusCode).toBe(200);
    const rows = envelope(z.array(gameLogRowSchema)).parse(res.json()).data;
    expect(rows.find((r) => r.game_id === game1Id)?.has_plays).toBe(true);
    expect(rows.find((r) => r.game_id === game2Id)?.has_plays).toBe(false);
  });
});
