import {
  bigGameSchema,
  compsResultSchema,
  envelope,
  notificationSchema,
  riserSchema,
} from '@hoopdex/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { scoutBoardItems, scoutBoards, users } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import {
  seedImportFixture,
  type CsvRow,
  postBoxScores,
} from '../box-score-import/box-score-fixture';

// Freshness: a box-score import through the API updates big games and risers at once (no
// restart, no waiting for the cache). Nia plays 5 quiet games in January, 2 quiet ones on Jan
// 20-21, then an imported big week (30 points on Jan 22 and 23).
let t: TestApp;
let admin: string;
let scout: string;
beforeAll(async () => {
  t = await buildTestApp();
  const { players } = await seedImportFixture(t.db.db);
  await t.db.db.insert(users).values([
    { id: 'intel-admin', name: 'Admin', email: 'intel-admin@test.local', role: 'admin' },
    { id: 'intel-scout', name: 'Scout', email: 'intel-scout@test.local', role: 'scout' },
  ]);
  admin = await t.sign({ sub: 'intel-admin', role: 'admin' });
  scout = await t.sign({ sub: 'intel-scout', role: 'scout' });
  // The scout keeps Nia on a board: her rise is the scout's weekly-riser alert (decision 0011).
  const [board] = await t.db.db
    .insert(scoutBoards)
    .values({ userId: 'intel-scout', name: 'Wings' })
    .returning({ id: scoutBoards.id });
  await t.db.db
    .insert(scoutBoardItems)
    .values({ boardId: board!.id, playerId: players.nia.id, position: 0 });
});
afterAll(() => t.close());

const ten: Partial<CsvRow> = { pts: 10, fgm: 4, fga: 9, three_pm: 0, three_pa: 1, ftm: 2, fta: 2 };
const thirty: Partial<CsvRow> = {
  pts: 30,
  fgm: 12,
  fga: 20,
  three_pm: 2,
  three_pa: 5,
  ftm: 4,
  fta: 4,
};
const onDays = (days: string[], line: Partial<CsvRow>) =>
  days.map((game_date) => ({ ...line, game_date }));

async function importRows(rows: Partial<CsvRow>[]) {
  const res = await postBoxScores(t.app, admin, rows);
  expect(res.statusCode, res.body).toBe(200);
}
const get = async <T extends z.ZodType>(url: string, schema: T, token?: string) => {
  const headers = token ? { authorization: `Bearer ${token}` } : {};
  const res = await t.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode, res.body).toBe(200);
  return envelope(schema).parse(res.json());
};

describe('after a box-score import', () => {
  it('a player becomes a riser and their big game is listed, without a restart', async () => {
    const reason = async () =>
      (await get('/api/players/nia-new/comps', compsResultSchema)).data.reason;
    expect(await reason()).toBe('Too few games this season to compare: 0 played, 1 needed.');
    await importRows([
      ...onDays(['2025-01-01', '2025-01-02', '2025-01-03', '2025-01-04', '2025-01-05'], ten),
      ...onDays(['2025-01-20', '2025-01-21'], ten),
    ]);
    expect(await reason()).toBe('No other rated player to compare with.');
    // Read (and so cache) both answers before the big week arrives.
    expect((await get('/api/risers', z.array(riserSchema))).data).toEqual([]);
    expect((await get('/api/big-games?player=nia-new', z.array(bigGameSchema))).data).toEqual([]);

    await importRows(onDays(['2025-01-22', '2025-01-23'], thirty));

    const risers = await get('/api/risers', z.array(riserSchema));
    expect(risers.data[0]).toMatchObject({
      rank: 1,
      player: { slug: 'nia-new' },
      week_start: '2025-01-17',
      week_end: '2025-01-23',
      games_week: 4,
      games_baseline: 5,
      top_move: { stat: 'pts', week_average: 20, baseline_average: 10, delta: 10 },
    });
    const big = await get('/api/big-games?player=nia-new', z.array(bigGameSchema));
    // Jan 22 beats the 7 earlier games' best (10 points); Jan 23 only equals it. Nia's career
    // before our data is unknown: a season high (decision 0032).
    expect(big.data.map((g) => [g.game_date, g.reasons])).toEqual([
      ['2025-01-22', ['season_high_pts']],
    ]);
  });

  it('the scout with the riser on a board is told once, however often the week is imported', async () => {
    const inbox = async () =>
      (await get('/api/me/notifications', z.array(notificationSchema), scout)).data.filter(
        (n) => n.kind === 'weekly_riser',
      );
    const alerts = await inbox();
    expect(alerts.map((n) => n.path)).toEqual(['/player/nia-new']);
    expect(alerts[0]!.title).toMatch(/ is a weekly riser$/);
    expect(alerts[0]!.body).toBe('+10.0 PTS this week (10.0 before)');
    await importRows(onDays(['2025-01-22', '2025-01-23'], thirty));
    expect(await inbox()).toHaveLength(1);
  });
});
