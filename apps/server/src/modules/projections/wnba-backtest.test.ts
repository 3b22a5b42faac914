import {
  accuracySchema,
  countingProjectedStats,
  envelope,
  errorResponseSchema,
  projectedStats,
  projectionSchema,
  type Accuracy,
  type AccuracyRow,
} from '@hoopdex/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlRows } from '../../db/sql-rows';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { importRealWnba } from '../../test/realdata-import';
import { boxScoresChanged } from '../stats/index';
import { runDueBacktests } from './index';
import { leagueProjections } from './league-projections';
import { leagueSeasons, loadLines, loadLinesInWindows } from './league-data';
import { projectedPlayer } from './projections.service';
import { makeProjector, projectedLine, type ProjectedPlayer } from './projector';

// THE test of the projections (issue 32, docs/decisions/0026-projections.md): the three real
// WNBA seasons imported through the real importer (create_missing, as an admin would), the
// durable backtest job run as the server runs it after an import, and the 2024 walk-forward
// (2022 and 2023 as history) held to the issue's goals. Imports are shared by every case.
let t: TestApp;
let accuracy: Accuracy;
let leagueId: number;
const years = [2022, 2023, 2024] as const;

beforeAll(async () => {
  t = await buildTestApp();
  await importRealWnba(t, years, 'pj-admin');
  const due = await sqlRows<{ n: number }>(
    t.db.db,
    sql`select count(*)::int as n from projection_backtests where state = 'due'`,
  );
  expect(due[0]?.n).toBe(3); // the imports asked for every season's backtest
  const started = Date.now();
  expect(await runDueBacktests({ db: t.db, cache: t.cache })).toBe(3);
  // Three league seasons in one run, on PGlite or PostgreSQL: well under 60 s each.
  expect(Date.now() - started).toBeLessThan(3 * 60_000);
  const res = await t.app.inject({ url: '/api/projections/accuracy?season=2024' });
  expect(res.statusCode, res.body).toBe(200);
  accuracy = envelope(accuracySchema).parse(res.json()).data;
  leagueId = accuracy.league.id;
}, 600_000);
afterAll(() => t.close());

const row = (horizon: AccuracyRow['horizon'], stat: string, method: AccuracyRow['method']) => {
  const r = accuracy.rows.find(
    (x) => x.horizon === horizon && x.stat === stat && x.method === method,
  );
  if (!r) throw new Error(`no ${horizon} ${stat} ${method} row`);
  return r;
};
const gain = (horizon: AccuracyRow['horizon'], stat: string, baseline: AccuracyRow['method']) =>
  1 - row(horizon, stat, 'model').rmse / row(horizon, stat, baseline).rmse;

describe('WNBA 2024 walk-forward backtest (2022 and 2023 as history)', () => {
  it('walks every 14 days from the third week to two weeks before the end, over every stat', () => {
    expect(accuracy.season).toBe('2024');
    expect(accuracy.as_of_dates).toEqual([
      '2024-05-28',
      '2024-06-11',
      '2024-06-25',
      '2024-07-09',
      '2024-07-23',
      '2024-08-06',
      '2024-08-20',
      '2024-09-03',
    ]);
    expect(accuracy.rows).toHaveLength(2 * projectedStats.length * 3);
    expect(accuracy.available.map((a) => a.season)).toEqual(['2024', '2023', '2022']);
    for (const r of accuracy.rows) expect(r.n, `${r.horizon} ${r.stat}`).toBeGreaterThan(300);
  });

  // Issue 32's goals that 2024 misses today (decision 0026, "which goals are missed"): each is
  // an `it.fails` that turns red the day the goal is met, so the test is flipped to `it` then;
  // beside each, the floor the model holds today, so a model that gets worse fails at once.
  const restGains = () =>
    Object.fromEntries(
      countingProjectedStats.map((s) => [s, gain('rest_of_season', s, 'season_to_date')]),
    );

  it('rest of season: beats the season-to-date average by ≥ 10 % RMSE averaged over the counting stats', () => {
    const gains = Object.values(restGains());
    expect(
      gains.reduce((a, b) => a + b, 0) / gains.length,
      JSON.stringify(restGains()),
    ).toBeGreaterThanOrEqual(0.1);
  });

  it.fails(
    "GOAL MISSED (points 9.3 %; 9.0 before her starts were read, 8.9 before the team's minutes were shared, 7.9 before the missed games counted): rest of season beats it by ≥ 10 % on each counting stat",
    () => {
      for (const [s, g] of Object.entries(restGains()))
        expect(g, `${s} gain`).toBeGreaterThanOrEqual(0.1);
    },
  );

  it("rest of season: beats the season-to-date average on each counting stat, points by ≥ 9 % (today's floor)", () => {
    for (const [s, g] of Object.entries(restGains()))
      expect(g, `${s} gain`).toBeGreaterThanOrEqual(s === 'pts' ? 0.09 : 0.1);
  });

  it('next game: 80-percent ranges hold 78–82 percent of outcomes, every stat (78.2–81.8)', () => {
    for (const s of projectedStats) {
      const c = row('next_game', s, 'model').coverage ?? 0;
      expect(c, `next_game ${s} coverage`).toBeGreaterThanOrEqual(0.78);
      expect(c, `next_game ${s} coverage`).toBeLessThanOrEqual(0.82);
    }
  });

  it.fails(
    'GOAL MISSED (rest_of_season: 6 of 11 under 78: turnovers 76.1, 3P % 76.4, pts 76.7, blks 77.3, FG % 77.3, minutes 77.9; the others 78.5–80.1): 80-percent ranges hold 78–82 percent of outcomes, every stat',
    () => {
      for (const s of projectedStats) {
        const c = row('rest_of_season', s, 'model').coverage ?? 0;
        expect(c, `rest_of_season ${s} coverage`).toBeGreaterThanOrEqual(0.78);
        expect(c, `rest_of_season ${s} coverage`).toBeLessThanOrEqual(0.82);
      }
    },
  );

  it("rest_of_season: 80-percent ranges hold 76–82 percent of outcomes, every stat (today's floor)", () => {
    for (const s of projectedStats) {
      const c = row('rest_of_season', s, 'model').coverage ?? 0;
      expect(c, `rest_of_season ${s} coverage`).toBeGreaterThanOrEqual(0.76);
      expect(c, `rest_of_season ${s} coverage`).toBeLessThanOrEqual(0.82);
    }
  });

  it('next game: the mean beats both baselines on every stat', () => {
    for (const s of projectedStats) {
      expect(gain('next_game', s, 'season_to_date'), `${s} vs season to date`).toBeGreaterThan(0);
      expect(gain('next_game', s, 'last_10'), `${s} vs last 10`).toBeGreaterThan(0);
    }
  });
});

describe('GET /api/players/{slug}/projection', () => {
  const get = (slug: string, asOf?: string) =>
    t.app.inject({ url: `/api/players/${slug}/projection${asOf ? `?as_of=${asOf}` : ''}` });

  it('answers the contract for a player with games, from games before as_of only', async () => {
    const res = await get('a-ja-wilson', '2024-07-01');
    expect(res.statusCode, res.body).toBe(200);
    const p = envelope(projectionSchema).parse(res.json()).data;
    expect(p).toMatchObject({
      as_of: '2024-07-01',
      season: '2024',
      basis: 'season',
      league: { id: leagueId },
    });
    const [played] = await sqlRows<{ n: number }>(
      t.db.db,
      sql`select count(*)::int as n from player_game_stats s join players p on p.id = s.player_id
          where p.slug = 'a-ja-wilson' and s.game_date >= '2024-01-01' and s.game_date < '2024-07-01'`,
    );
    expect(p.games_before).toBe(played?.n);
    expect(p.games_left).toBeGreaterThan(10);
    for (const s of projectedStats) {
      for (const v of [p.next_game[s], p.rest_of_season[s]]) {
        expect(v.p10, s).toBeLessThanOrEqual(v.mean);
        expect(v.p90, s).toBeGreaterThanOrEqual(v.mean);
      }
    }
    expect(p.rest_of_season.pts.mean).toBeGreaterThan(20); // she averaged 26.9 in 2024
  });

  it('a player before her first game of the season is projected from earlier seasons', async () => {
    const res = await get('a-ja-wilson', '2024-05-01');
    const p = envelope(projectionSchema).parse(res.json()).data;
    expect(p.basis).toBe('earlier_seasons');
    expect(p.games_before).toBe(0);
  });

  it('nothing on or after as_of moves it (no look-ahead)', async () => {
    const before = envelope(projectionSchema).parse(
      (await get('breanna-stewart', '2024-07-10')).json(),
    ).data;
    // Minutes too: her teammates' and the league's minutes after as-of must not reach her share
    // of the team's minutes (team-minutes.ts).
    await t.db.db.execute(
      sql`update player_game_stats set pts = pts + 30, minutes = minutes + 3 where game_date >= '2024-07-10'`,
    );
    try {
      await boxScoresChanged(t.cache);
      const after = envelope(projectionSchema).parse(
        (await get('breanna-stewart', '2024-07-10')).json(),
      ).data;
      expect(after).toEqual(before);
      // A later as-of sees those games.
      const later = envelope(projectionSchema).parse(
        (await get('breanna-stewart', '2024-08-01')).json(),
      ).data;
      expect(later.next_game.pts.mean).toBeGreaterThan(before.next_game.pts.mean + 1);
    } finally {
      await t.db.db.execute(
        sql`update player_game_stats set pts = pts - 30, minutes = minutes - 3 where game_date >= '2024-07-10'`,
      );
      await boxScoresChanged(t.cache);
    }
  });

  it("one player's projection is the league's projections' line for her, a whole team's (its minutes shared)", async () => {
    const asOf = '2024-07-01';
    const league = await leagueProjections({ db: t.db, cache: t.cache }, leagueId, asOf);
    const team = await sqlRows<{ id: number; slug: string }>(
      t.db.db,
      sql`select distinct p.id, p.slug from player_game_stats s join players p on p.id = s.player_id
          where s.team_id = (select s2.team_id from player_game_stats s2 join players p2 on p2.id = s2.player_id
                             where p2.slug = 'a-ja-wilson' and s2.game_date < ${asOf}
                             order by s2.game_date desc limit 1)
            and s.game_date >= '2024-01-01' and s.game_date < ${asOf}`,
    );
    expect(team.length).toBeGreaterThan(6);
    for (const { id, slug } of team) {
      const own = envelope(projectionSchema).parse((await get(slug, asOf)).json()).data;
      const mine = league?.players.find((x) => x.playerId === id);
      expect(mine, slug).toBeDefined();
      expect(own.rest_of_season, slug).toEqual(projectedLine(mine!.ros));
    }
  });

  it('400 on a bad date, 404 on an unknown player, cached with an ETag', async () => {
    const bad = await get('a-ja-wilson', '2024-13-01');
    expect(bad.statusCode).toBe(400);
    expect(errorResponseSchema.parse(bad.json()).errors[0]?.param).toContain('as_of');
    expect((await get('no-such-player', '2024-07-01')).statusCode).toBe(404);
    const res = await get('a-ja-wilson', '2024-07-01');
    expect(res.headers.etag).toBeTruthy();
    expect(res.headers['cache-control']).toContain('public');
  });

  it('accuracy: 400 on a bad league, 404 on a season without a backtest', async () => {
    expect((await t.app.inject({ url: '/api/projections/accuracy?league=abc' })).statusCode).toBe(
      400,
    );
    expect(
      (await t.app.inject({ url: `/api/projections/accuracy?league=${leagueId}&season=1999` }))
        .statusCode,
    ).toBe(404);
  });
});

describe("the backtest's windowed read (issue 31: no one big answer on the server's thread)", () => {
  it('reads the three real seasons two weeks at a time: every line once, in the one-read order', async () => {
    const seasons = await leagueSeasons(t.db.db, leagueId);
    expect(seasons).toHaveLength(3);
    const whole = await loadLines(t.db.db, { leagueId, seasonIds: seasons.map((s) => s.id) });
    const windowed = await loadLinesInWindows(t.db.db, leagueId, seasons);
    expect(windowed.length).toBeGreaterThan(10_000);
    // Within a game the database may list its lines in any order: compare them by game.
    const key = (l: { date: string; gameId: number; playerId: number }) =>
      `${l.date} ${String(l.gameId).padStart(9, '0')} ${String(l.playerId).padStart(9, '0')}`;
    const byKey = (a: typeof whole) => [...a].sort((x, y) => key(x).localeCompare(key(y)));
    expect(byKey(windowed)).toEqual(byKey(whole));
    expect(windowed.map((l) => `${l.date} ${l.gameId}`)).toEqual(
      whole.map((l) => `${l.date} ${l.gameId}`),
    );
  });
});

describe('a projector told its batch (a Value board or a recompute reads its players together)', () => {
  it('answers every player as she is projected alone, early and late in the season', async () => {
    const ids = await sqlRows<{ id: number }>(
      t.db.db,
      sql`select distinct player_id as id from player_game_stats
          where game_date >= '2024-01-01' order by 1`,
    );
    const players = (await Promise.all(ids.map((r) => projectedPlayer(t.db.db, r)))).filter(
      (p): p is ProjectedPlayer => p !== null,
    );
    expect(players.length).toBeGreaterThan(140);
    // Half the league in the batch: teams mix players read with it and players read alone.
    const half = players.filter((_, i) => i % 2 === 0).map((p) => p.id);
    const batched = makeProjector(t.db.db, new Map([[leagueId, half]]));
    const alone = makeProjector(t.db.db);
    let fromThisSeason = 0;
    for (const asOf of ['2024-05-25', '2024-08-20']) {
      for (const p of players) {
        const [a, b] = [await alone(p, asOf), await batched(p, asOf)];
        expect(b, `${p.id} on ${asOf}`).toEqual(a);
        if (a?.basis === 'season') fromThisSeason++;
      }
    }
    // Both dates project most of the league from this season's games, not a prior alone.
    expect(fromThisSeason).toBeGreaterThan(players.length);
  });
});
