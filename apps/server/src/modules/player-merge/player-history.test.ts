import {
  bigGameSchema,
  envelope,
  errorResponseSchema,
  playerHistorySchema,
} from '@hoopdex/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { users } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { detectBigGames } from '../intel/index';
import { seedIntelLeague } from '../intel/intel-fixture';

// PUT /api/admin/players/{slug}/history (decision 0032): an imported player's best game is a
// "season high" (a file cannot say where her career began); once an admin says our data holds
// her whole career, the same game reads "career high" at once, and back again.
let t: TestApp;
let admin: string;
let fan: string;
let best: number;
beforeAll(async () => {
  t = await buildTestApp();
  await t.db.db.insert(users).values([
    { id: 'hist-admin', name: 'A', email: 'hist-admin@test.local', role: 'admin' },
    { id: 'hist-fan', name: 'F', email: 'hist-fan@test.local', role: 'fan' },
  ]);
  admin = await t.sign({ sub: 'hist-admin', role: 'admin' });
  fan = await t.sign({ sub: 'hist-fan', role: 'fan' });
  const fx = await seedIntelLeague(t.db.db);
  // As an import makes her: history not known.
  const rookie = await fx.player('ray-rookie', { historyComplete: false });
  for (const [i, pts] of [10, 12, 8, 14, 11].entries())
    await fx.line(rookie.id, `2025-01-0${i + 1}`, { pts, reb: 3 });
  best = await fx.line(rookie.id, '2025-01-06', { pts: 15, reb: 3 });
  await detectBigGames(t.db.db, { leagueIds: [fx.league.id] });
});
afterAll(() => t.close());

const put = (body: unknown, token: string | null = admin, slug = 'ray-rookie') =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/players/${slug}/history`,
    payload: body as object,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
const reasonsOfBest = async () => {
  const res = await t.app.inject({ url: '/api/big-games?player=ray-rookie' });
  expect(res.statusCode, res.body).toBe(200);
  return envelope(z.array(bigGameSchema))
    .parse(res.json())
    .data.find((g) => g.id === best)?.reasons;
};

describe('PUT /api/admin/players/{slug}/history', () => {
  it('needs an admin, a known player and a true or false', async () => {
    expect((await put({ history_complete: true }, null)).statusCode).toBe(401);
    expect((await put({ history_complete: true }, fan)).statusCode).toBe(403);
    const unknown = await put({ history_complete: true }, admin, 'no-such-player');
    expect(unknown.statusCode).toBe(404);
    for (const body of [{}, { history_complete: 'yes' }, { history_complete: true, extra: 1 }]) {
      const res = await put(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorResponseSchema.parse(res.json()).errors[0]?.msg.length).toBeGreaterThan(0);
    }
  });

  it('turns a season high into a career high at once, and back', async () => {
    expect(await reasonsOfBest()).toEqual(['season_high_pts']);
    const res = await put({ history_complete: true });
    expect(res.statusCode, res.body).toBe(200);
    const answer = envelope(playerHistorySchema).parse(res.json()).data;
    expect(answer).toMatchObject({ slug: 'ray-rookie', history_complete: true });
    expect(answer.big_games.removed).toBe(0);
    expect(await reasonsOfBest()).toEqual(['career_high_pts']);
    expect((await put({ history_complete: false })).statusCode).toBe(200);
    expect(await reasonsOfBest()).toEqual(['season_high_pts']);
  });
});
