import { envelope, errorResponseSchema, riserSchema } from '@hoopdex/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { seedIntelLeague } from './intel-fixture';

// Only points set, so Game Score = points. The league's last game day is 2025-03-10: the week
// is 2025-03-04 .. 2025-03-10, the baseline the current season's games before 2025-03-04.
//   hank (Guard): baseline 10 12 10 12 10 (mean 10.8, sd 1.095 → floor 2), week 20 22 (mean
//     21): score (21 − 10.8) / 2 = 5.1; PTS moved most: +10.2. An old-season 50 is no baseline.
//   will, tia (Forwards): baseline 10 × 5 (sd 0 → 2), week 14 14: (14 − 10) / 2 = 2, tied.
//   cole: week below baseline (no riser); fay: 4 baseline games; oli: 1 week game.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  const fx = await seedIntelLeague(t.db.db);
  const games = async (slug: string, position: string, baseline: number[], week: number[]) => {
    const p = await fx.player(slug, { position });
    for (const [i, pts] of baseline.entries()) await fx.line(p.id, `2025-01-0${i + 1}`, { pts });
    for (const [i, pts] of week.entries())
      await fx.line(p.id, i === 0 ? '2025-03-04' : '2025-03-10', { pts });
    return p;
  };
  const hank = await games('hot-hank', 'Guard', [10, 12, 10, 12, 10], [20, 22]);
  await fx.line(hank.id, '2024-01-10', { pts: 50 });
  await games('warm-will', 'Forward', [10, 10, 10, 10, 10], [14, 14]);
  await games('twin-tia', 'Forward', [10, 10, 10, 10, 10], [14, 14]);
  await games('cool-cole', 'Guard', [20, 20, 20, 20, 20], [10, 10]);
  await games('few-fay', 'Guard', [5, 5, 5, 5], [30, 30]);
  await games('one-oli', 'Guard', [5, 5, 5, 5, 5], [30]);
});
afterAll(() => t.close());

async function risers(params = '') {
  const res = await t.app.inject({ method: 'GET', url: `/api/risers?${params}` });
  expect(res.statusCode, res.body).toBe(200);
  return envelope(z.array(riserSchema)).parse(res.json());
}

describe('GET /api/risers', () => {
  it('ranks the hand-worked risers with their week, baseline and top move', async () => {
    const body = await risers();
    expect(body.rowCount).toBe(3);
    expect(body.data.map((r) => [r.rank, r.player.slug, r.score])).toEqual([
      [1, 'hot-hank', 5.1],
      [2, expect.any(String), 2],
      [2, expect.any(String), 2],
    ]);
    expect(new Set(body.data.slice(1).map((r) => r.player.slug))).toEqual(
      new Set(['warm-will', 'twin-tia']),
    );
    expect(body.data[0]).toMatchObject({
      week_start: '2025-03-04',
      week_end: '2025-03-10',
      games_week: 2,
      games_baseline: 5,
      performance_week: 21,
      performance_baseline: 10.8,
      top_move: {
        stat: 'pts',
        label: 'PTS',
        week_average: 21,
        baseline_average: 10.8,
        delta: 10.2,
      },
      player: { position: 'Guard', team_name: 'nba Home' },
    });
  });

  it('filters by position and pages with ranks that continue', async () => {
    expect((await risers('position=Forward')).data.map((r) => r.rank)).toEqual([1, 1]);
    expect((await risers('position=Center')).data).toEqual([]);
    const page = await risers('limit=1&offset=1');
    expect([page.rowCount, page.data.map((r) => [r.rank, r.score])]).toEqual([3, [[2, 2]]]);
  });

  it.each([
    ['an unknown position', 'position=Goalie', 'position'],
    ['an unknown class', 'school_year=Fifth', 'school_year'],
    ['a bad league', 'league=abc', 'league'],
    ['limit 0', 'limit=0', 'limit'],
  ])('400 on %s', async (_n, params, param) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/risers?${params}` });
    expect(res.statusCode).toBe(400);
    expect(errorResponseSchema.parse(res.json()).errors[0]?.param).toBe(param);
  });

  it('404 for an unknown league', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/risers?league=999999' })).statusCode,
    ).toBe(404);
  });
});
