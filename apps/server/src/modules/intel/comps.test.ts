import { compsResultSchema, envelope, errorResponseSchema } from '@hoopdex/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { boxScoresChanged } from '../stats/index';
import { compsOf } from './comps.service';
import { seedIntelLeague, type LineSpec } from './intel-fixture';

// NBA: the twins (Guards, 8 identical games of 20 pts on 8-16, 4-5 FT, 5 reb, 5 ast), big-bo
// (Center, 8 games of 4 pts on 2-6, 12 reb, 1 ast, 3 blk) and rare-ray (1 game: under the
// minimum of ceil(0.25 × 8) = 2). NCAAM: far-fox alone (a twin's line, 2 games), so every one of
// his ratings is 100 but 3P% (no attempts: 0).
// Twins' percentiles: pts ast fg% ft% 3pm 100, reb 67, stl 100, blk 67, tov games 100, 3p% 0.
// big-bo's: pts ast fg% 33, ft% 0 (no attempts), 3pm 100, reb 100, stl 100, blk 100, tov games
// 100, 3p% 0. Distances from a twin (squared): twin 0 → 100 %; far-fox: reb and blk 0.33 each,
// 2 × 0.1089 = 0.2178, √ = 0.4667 → 100 × (1 − 0.4667 / √14) = 87.5; big-bo: pts ast fg% 0.67
// each (3 × 0.4489), ft% 1, reb blk 0.33 each (0.2178), position 1: 3.5645, √ = 1.888 → 49.5.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  const nba = await seedIntelLeague(t.db.db, 'nba');
  const ncaam = await seedIntelLeague(t.db.db, 'ncaam', { start: '2024-11-01', end: '2025-04-10' });
  const twin: LineSpec = { pts: 20, fgm: 8, fga: 16, ftm: 4, fta: 5, reb: 5, ast: 5 };
  const big: LineSpec = { pts: 4, fgm: 2, fga: 6, reb: 12, ast: 1, blks: 3 };
  const body = { heightIn: null, weightLbs: null };
  const games = async (
    fx: typeof nba,
    slug: string,
    position: string,
    line: LineSpec,
    n: number,
  ) => {
    const p = await fx.player(slug, { position, ...body });
    for (let i = 0; i < n; i++)
      await fx.line(p.id, `2025-01-${String(i + 10).padStart(2, '0')}`, line);
  };
  await games(nba, 'twin-a', 'Guard', twin, 8);
  await games(nba, 'twin-b', 'Guard', twin, 8);
  await games(nba, 'big-bo', 'Center', big, 8);
  await games(nba, 'rare-ray', 'Guard', twin, 1);
  await games(nba, 'no-games', 'Guard', twin, 0);
  await games(ncaam, 'far-fox', 'Guard', twin, 2);
});
afterAll(() => t.close());

async function comps(slug: string, params = '') {
  const res = await t.app.inject({ method: 'GET', url: `/api/players/${slug}/comps?${params}` });
  expect(res.statusCode, res.body).toBe(200);
  return envelope(compsResultSchema).parse(res.json());
}
const brief = (r: Awaited<ReturnType<typeof comps>>) =>
  r.data.items.map((c) => [c.player.slug, c.league_name, c.similarity]);

describe('GET /api/players/{slug}/comps', () => {
  it('within the league: the twin is identical, the center far', async () => {
    const r = await comps('twin-a');
    expect(r.rowCount).toBe(2);
    expect(r.data).toMatchObject({ scope: 'league', reason: null });
    expect(brief(r)).toEqual([
      ['twin-b', 'NBA', 100],
      ['big-bo', 'NBA', 49.5],
    ]);
    expect(
      r.data.items[1]?.matches.map((m) => [
        m.stat,
        m.label,
        m.player_percentile,
        m.comp_percentile,
      ]),
    ).toEqual([
      ['three_pm', '3PM', 100, 100],
      ['st', 'STL', 100, 100],
      ['turnovers', 'TOV', 100, 100],
    ]);
  });

  it('across leagues, with a limit', async () => {
    expect(brief(await comps('twin-a', 'scope=all'))).toEqual([
      ['twin-b', 'NBA', 100],
      ['far-fox', 'NCAAM', 87.5],
      ['big-bo', 'NBA', 49.5],
    ]);
    const one = await comps('twin-a', 'scope=all&limit=1');
    expect([one.rowCount, brief(one)]).toEqual([1, [['twin-b', 'NBA', 100]]]);
    expect(brief(await comps('far-fox', 'scope=all&limit=2'))).toEqual([
      ['twin-a', 'NBA', 87.5],
      ['twin-b', 'NBA', 87.5],
    ]);
  });

  it('reuses the comps drawn from unchanged profiles and draws them again from new ones', async () => {
    const deps = { db: t.db, cache: t.cache };
    const q = { scope: 'all', limit: 5 } as const;
    const first = await compsOf(deps, 'twin-a', q);
    // The same pools (no dataset recomputed): the very answer, not a second scan.
    expect((await compsOf(deps, 'twin-a', q)).items).toBe(first.items);
    // Another limit is another answer.
    expect((await compsOf(deps, 'twin-a', { ...q, limit: 1 })).items).toHaveLength(1);
    // An import drops the datasets: new profiles, drawn again (the same figures here).
    await boxScoresChanged(t.cache);
    const again = await compsOf(deps, 'twin-a', q);
    expect(again.items).not.toBe(first.items);
    expect(again.items).toEqual(first.items);
  });

  it('too few games: an empty list with the reason', async () => {
    for (const [slug, played] of [
      ['rare-ray', 1],
      ['no-games', 0],
    ] as const) {
      const r = await comps(slug);
      expect(r).toEqual({
        data: {
          scope: 'league',
          reason: `Too few games this season to compare: ${played} played, 2 needed.`,
          items: [],
        },
        rowCount: 0,
      });
    }
    expect((await comps('far-fox')).data).toEqual({
      scope: 'league',
      reason: 'No other rated player to compare with.',
      items: [],
    });
  });

  it.each([
    ['an unknown scope', 'scope=world', 'scope'],
    ['limit over 10', 'limit=11', 'limit'],
    ['limit 0', 'limit=0', 'limit'],
  ])('400 on %s', async (_n, params, param) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/players/twin-a/comps?${params}` });
    expect(res.statusCode).toBe(400);
    expect(errorResponseSchema.parse(res.json()).errors[0]?.param).toBe(param);
  });

  it('404 for an unknown player', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/players/nobody-here/comps' })).statusCode,
    ).toBe(404);
  });
});
