import { envelope, notificationSchema } from '@hoopdex/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { follows, users } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import {
  seedImportFixture,
  type CsvRow,
  postBoxScores,
} from '../box-score-import/box-score-fixture';
import { createMemoryAlertsBus, type AlertMessage } from './alerts-bus';

// A box-score import that makes a NEW big game notifies the player's followers, once, and
// tells the live streams; a re-import of the same file notifies nobody again.
const list = envelope(z.array(notificationSchema));
const quiet: Partial<CsvRow> = {
  pts: 10,
  fgm: 4,
  fga: 9,
  three_pm: 0,
  three_pa: 1,
  ftm: 2,
  fta: 2,
};
const big: Partial<CsvRow> = {
  pts: 34,
  fgm: 13,
  fga: 20,
  three_pm: 2,
  three_pa: 5,
  ftm: 6,
  fta: 6,
};
const days = ['2025-01-01', '2025-01-02', '2025-01-03', '2025-01-04', '2025-01-05'];

describe('big games reach the followers of the player', () => {
  let t: TestApp;
  let admin: string;
  let fan: string;
  let other: string;
  const bus = createMemoryAlertsBus();
  const heard: AlertMessage[] = [];
  /** The fan's notifications after the big game. */
  let before = 0;

  const importRows = async (rows: Partial<CsvRow>[]) => {
    const res = await postBoxScores(t.app, admin, rows);
    expect(res.statusCode, res.body).toBe(200);
    // The import's follow-up (projection jumps, Value moves: decision 0033) runs off the answer.
    await t.app.background.settled();
  };
  const inbox = async (token: string) =>
    list.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/me/notifications',
          headers: { authorization: `Bearer ${token}` },
        })
      ).json(),
    );

  beforeAll(async () => {
    t = await buildTestApp({}, { alerts: bus });
    bus.subscribe((m) => heard.push(m));
    const { players } = await seedImportFixture(t.db.db);
    await t.db.db.insert(users).values([
      { id: 'bg-admin', name: 'Admin', email: 'bg-admin@test.local', role: 'admin' },
      { id: 'bg-fan', name: 'Fan', email: 'bg-fan@test.local' },
      { id: 'bg-other', name: 'Other', email: 'bg-other@test.local' },
    ]);
    await t.db.db
      .insert(follows)
      .values({ userId: 'bg-fan', followType: 'player', targetId: players.nia.id });
    admin = await t.sign({ sub: 'bg-admin', role: 'admin' });
    fan = await t.sign({ sub: 'bg-fan' });
    other = await t.sign({ sub: 'bg-other' });
  });
  afterAll(() => t.close());

  it('quiet games notify nobody; the big one notifies the follower with a link to the game', async () => {
    await importRows(days.map((game_date) => ({ ...quiet, game_date })));
    expect((await inbox(fan)).rowCount).toBe(0);
    await importRows([{ ...big, game_date: '2025-01-10' }]);
    const page = await inbox(fan);
    // One big game. The same game may move the player's Value or projection enough for the
    // follower to be told of that too (the follow-up's alerts): those, and nothing else.
    const bigGames = page.data.filter((n) => n.kind === 'big_game');
    expect(bigGames).toHaveLength(1);
    for (const n of page.data)
      expect(['big_game', 'value_move', 'projection_jump']).toContain(n.kind);
    expect(bigGames[0]).toMatchObject({
      kind: 'big_game',
      title: expect.stringMatching(/ had a big game$/),
      body: expect.stringMatching(/^34 PTS, \d+ REB, \d+ AST$/),
      path: expect.stringMatching(/^\/player\/nia-new\/statistics\?game=\d+$/),
      read: false,
    });
    expect((await inbox(other)).rowCount).toBe(0);
    // The live streams heard each event once (the fan is its only follower).
    expect(heard.filter((m) => 'eventId' in m)).toHaveLength(page.rowCount);
    before = page.rowCount;
  });

  it('re-importing the same file notifies nobody again', async () => {
    heard.length = 0;
    await importRows([{ ...big, game_date: '2025-01-10' }]);
    expect((await inbox(fan)).rowCount).toBe(before);
    expect(heard).toEqual([]);
  });
});
