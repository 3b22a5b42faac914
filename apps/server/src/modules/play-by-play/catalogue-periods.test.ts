import { envelope, errorResponseSchema, gameDetailSchema, type NewLeague } from '@hoopdex/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { sqlRows } from '../../db/sql-rows';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { csvOf } from '../box-score-import/box-score-fixture';
import { pbpCsv, postPlays, type PbpCsvRow } from './pbp-fixture';

// A league an admin adds to the catalogue plays by its own periods (decision 0031): NJCAA men
// play two 20-minute halves. The contract knows only the migrated leagues and takes any other
// to play 12-minute quarters, so a 15:00 clock in the first half is refused there; here the
// import reads the catalogue row, accepts it, refuses 21:00, and the game page names halves.
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  await t.db.db.insert(users).values({
    id: 'per-admin',
    name: 'A',
    email: 'per-admin@test.local',
    role: 'admin',
  });
  admin = await t.sign({ sub: 'per-admin', role: 'admin' });
});
afterAll(() => t.close());

const njcaa: NewLeague = {
  slug: 'njcaa',
  display_name: 'NJCAA Men',
  level: 'college',
  gender: 'men',
  periods: 2,
  period_minutes: 20,
  season_style: 'cross-year',
  qualification: {
    games_share: 0.75,
    fgm_per_game: 5,
    three_pm_per_game: 2.5,
    ftm_per_game: 2.5,
    source: 'NJCAA statistics manual',
  },
};
const game = {
  game_date: '2025-01-10',
  league: 'njcaa',
  home_team: 'Iowa Western Reivers',
  away_team: 'Vincennes Trailblazers',
};
const zeros = {
  minutes: 20,
  pts: 0,
  fgm: 0,
  fga: 0,
  three_pm: 0,
  three_pa: 0,
  ftm: 0,
  fta: 0,
  oreb: 0,
  dreb: 0,
  reb: 0,
  ast: 0,
  st: 0,
  blks: 0,
  turnovers: 0,
  fouls: 0,
};
const play = (period: number, clock: string): Partial<PbpCsvRow> => ({
  ...game,
  period,
  clock,
  team: 'Iowa Western Reivers',
  player: 'jo-halves',
  event: 'fg2_made',
});

describe('periods from the league catalogue', () => {
  let gameId: number;
  beforeAll(async () => {
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/admin/leagues',
      payload: njcaa,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(added.statusCode, added.body).toBe(201);
    const box = await t.app.inject({
      method: 'POST',
      url: '/api/admin/box-scores?create_missing=true',
      payload: csvOf([
        {
          ...game,
          ...zeros,
          home_score: 2,
          away_score: 0,
          team: 'Iowa Western Reivers',
          player: 'jo-halves',
          pts: 2,
          fgm: 1,
          fga: 1,
        },
        {
          ...game,
          ...zeros,
          home_score: 2,
          away_score: 0,
          team: 'Vincennes Trailblazers',
          player: 'kim-v',
        },
      ]),
      headers: { 'content-type': 'text/csv', authorization: `Bearer ${admin}` },
    });
    expect(box.statusCode, box.body).toBe(200);
    const [row] = await sqlRows<{ id: number }>(
      t.db.db,
      sql`select g.id from games g join leagues l on l.id = g.league_id where l.name = 'njcaa'`,
    );
    gameId = Number(row?.id);
  });

  it("refuses a clock past the half's 20 minutes, naming the half", async () => {
    const res = await postPlays(t.app, admin, pbpCsv([play(1, '21:00')]));
    expect(res.statusCode, res.body).toBe(400);
    const [error] = errorResponseSchema.parse(res.json()).errors;
    expect(error?.msg).toBe('21:00 is past the length of H1 (20:00)');
  });

  it('takes 15:00 of the first half (a 12-minute quarter would refuse it)', async () => {
    const res = await postPlays(t.app, admin, pbpCsv([play(1, '15:00')]));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.games).toEqual([
      { game_id: gameId, events: 1, changed: true, mismatches: [] },
    ]);
  });

  it("the game page gives the league's periods", async () => {
    const res = await t.app.inject({ url: `/api/games/${gameId}` });
    expect(res.statusCode, res.body).toBe(200);
    const detail = envelope(gameDetailSchema).parse(res.json()).data;
    expect(detail.periods).toEqual({ regulation: 2, minutes: 20 });
    expect(detail.plays_count).toBe(1);
  });
});
