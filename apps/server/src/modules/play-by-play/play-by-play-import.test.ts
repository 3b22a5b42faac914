import {
  envelope,
  errorResponseSchema,
  gameDetailSchema,
  pbpColumns,
  pbpImportResultSchema,
} from '@hoopdex/contract';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games, playByPlayEvents, playByPlayMismatches, users } from '../../db/schema/index';
import { generatePlays } from '../../seed/plays-gen';
import { Rng } from '../../seed/random';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createPlayer } from '../../test/factories';
import { postBoxScores, seedImportFixture, twoGames } from '../box-score-import/box-score-fixture';
import { game1Rows, niaGame1, pbpCsv, postPlays, type PbpCsvRow } from './pbp-fixture';

let t: TestApp;
let admin: string;
let fan: string;
let fixture: Awaited<ReturnType<typeof seedImportFixture>>;
let game1Id: number;
beforeAll(async () => {
  t = await buildTestApp();
  fixture = await seedImportFixture(t.db.db);
  await t.db.db.insert(users).values([
    { id: 'pbp-admin', name: 'Admin', email: 'pbp-admin@test.local', role: 'admin' },
    { id: 'pbp-fan', name: 'Fan', email: 'pbp-fan@test.local', role: 'fan' },
  ]);
  admin = await t.sign({ sub: 'pbp-admin', role: 'admin' });
  fan = await t.sign({ sub: 'pbp-fan', role: 'fan' });
  expect((await postBoxScores(t.app, admin, twoGames)).statusCode).toBe(200);
  const [g] = await t.db.db.select().from(games).where(eq(games.gameDate, '2025-01-10'));
  game1Id = (g as { id: number }).id;
});
afterAll(() => t.close());

const stored = () =>
  t.db.db
    .select()
    .from(playByPlayEvents)
    .orderBy(asc(playByPlayEvents.gameId), asc(playByPlayEvents.seq));
const storedMismatches = () => t.db.db.select().from(playByPlayMismatches);
const imported = async (csv: string, query = '') => {
  const res = await postPlays(t.app, admin, csv, query);
  expect(res.statusCode, res.body).toBe(200);
  return envelope(pbpImportResultSchema).parse(res.json());
};
const rejected = async (csv: string, query = '') => {
  const res = await postPlays(t.app, admin, csv, query);
  expect(res.statusCode, res.body).toBe(400);
  return errorResponseSchema.parse(res.json()).errors;
};

describe('POST /api/admin/play-by-play', () => {
  it('refuses without a token (401) and for a fan (403), writing nothing', async () => {
    expect((await postPlays(t.app, null, pbpCsv(game1Rows()))).statusCode).toBe(401);
    expect((await postPlays(t.app, fan, pbpCsv(game1Rows()))).statusCode).toBe(403);
    expect(await stored()).toEqual([]);
  });

  it('imports a game whose events add up to its box score', async () => {
    const res = await imported(pbpCsv(game1Rows()));
    expect(res).toEqual({
      data: { games: [{ game_id: game1Id, events: 57, changed: true, mismatches: [] }] },
      rowCount: 1,
    });
    const rows = await stored();
    expect(rows).toHaveLength(57);
    expect(rows.map((r) => r.seq)).toEqual(Array.from({ length: 57 }, (_, i) => i + 1));
    // Line 2 is Nia's corner three at 12:00 of the first quarter.
    expect(rows[0]).toMatchObject({
      period: 1,
      clockTenths: 7200,
      event: 'fg3_made',
      playerId: fixture.players.nia.id,
      teamId: fixture.teams.bos.id,
      shotX: 22.5,
      shotY: 2,
    });
  });

  it('the same file twice changes nothing', async () => {
    const before = await stored();
    const res = await imported(pbpCsv(game1Rows()));
    expect(res.data.games).toEqual([
      { game_id: game1Id, events: 57, changed: false, mismatches: [] },
    ]);
    expect(await stored()).toEqual(before);
  });

  it('a changed file replaces the game as a whole', async () => {
    const rows = game1Rows();
    // Same events, the corner three moved to the other corner.
    rows[0] = { ...rows[0], shot_x: -22.5 } as PbpCsvRow;
    expect((await imported(pbpCsv(rows))).data.games[0]?.changed).toBe(true);
    const after = await stored();
    expect(after).toHaveLength(57);
    expect(after[0]?.shotX).toBe(-22.5);
    await imported(pbpCsv(game1Rows())); // back to the file the read tests expect
  });

  it('answers in the OpenAPI document, taking text/csv', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const op = doc.paths['/api/admin/play-by-play'].post;
    expect(Object.keys(op.requestBody.content)).toEqual(['text/csv']);
  });
});

describe('bad input: every error names its line, nothing changes', () => {
  // Line 2 stays good; the change is made on line 3 (Omar's first event, a rim make in Q1),
  // or on the line given.
  const cases: [string, Partial<PbpCsvRow>, string, number?][] = [
    ['a game that does not exist', { game_date: '2025-01-11' }, 'line 3: game_date'],
    ['an unknown league', { league: 'abl' }, 'line 3: league'],
    ['an unknown player', { player: 'nobody-here' }, 'line 3: player'],
    ['an unknown team', { team: 'Nowhere Nomads' }, 'line 3: team'],
    ['a team that did not play in the game', { team: 'NYK' }, 'line 3: team'],
    ["a player's other team", { team: 'BOS' }, 'line 3: team'],
    ['a clock past the quarter (12-minute NBA quarters)', { clock: '12:01' }, 'line 3: clock'],
    ['a clock past overtime (5 minutes)', { period: 5, clock: '5:01' }, 'line 59: clock', 57],
    ['a clock that runs up within a period', { clock: '11:59' }, 'line 4: clock', 2],
    ['a period before the last one', { period: 1, clock: '0.5' }, 'line 18: period', 16],
    ['a clock that is no clock', { clock: '7:75' }, 'line 3: clock'],
    ['an event that is none', { event: 'dunk' }, 'line 3: event'],
    ['a shot location on a rebound', { event: 'dreb' }, 'line 3: shot_x'],
    ['one coordinate only', { shot_y: '' }, 'line 3: shot_y'],
    ['a location off the court', { shot_x: 30 }, 'line 3: shot_x'],
    ['period 0', { period: 0 }, 'line 3: period'],
  ];
  it.each(cases)('%s → 400 at %s', async (_name, change, param, index = 1) => {
    const before = await stored();
    const rows = game1Rows();
    // Index 57 is a row added after the last one (line 59): an overtime foul.
    const base = rows[index] ?? {
      ...(rows[56] as PbpCsvRow),
      event: 'foul',
      shot_x: '',
      shot_y: '',
    };
    rows[index] = { ...base, ...change };
    const errors = await rejected(pbpCsv(rows));
    expect(errors.map((e) => e.param)).toContain(param);
    expect(errors.find((e) => e.param === param)?.msg).toBeTruthy();
    expect(await stored()).toEqual(before);
  });

  it('a player without a box-score line in the game names the line', async () => {
    await createPlayer(t.db.db, {
      leagueId: fixture.league.id,
      teamId: fixture.teams.bos.id,
      slug: 'benchwarmer',
    });
    const rows = game1Rows();
    rows[4] = { ...(rows[4] as PbpCsvRow), player: 'benchwarmer' };
    const errors = await rejected(pbpCsv(rows));
    expect(errors[0]).toEqual({
      param: 'line 6: player',
      msg: '"benchwarmer" has no box-score line in this game',
    });
  });

  it('a missing column is named on the header line', async () => {
    const errors = await rejected(
      pbpCsv(
        game1Rows(),
        pbpColumns.filter((c) => c !== 'clock'),
      ),
    );
    expect(errors).toEqual([{ msg: expect.any(String), param: 'line 1: clock' }]);
  });
});

describe('the check against the box score', () => {
  // Nia's above-the-break make becomes a miss: 3 points, a make and a three short.
  const short = niaGame1.map((s) =>
    s[0] === 'fg3_made' && s[3] === 25 ? (['fg3_missed', 1, 0, 25] as typeof s) : s,
  );

  it('a file that does not add up is refused, each difference listed, nothing changes', async () => {
    const before = await stored();
    const errors = await rejected(pbpCsv(game1Rows(short)));
    expect(errors.map((e) => e.msg)).toEqual([
      'nia-new: pts is 20 in the box score, 17 in the events (allow_mismatch=true imports it anyway)',
      'nia-new: fgm is 8 in the box score, 7 in the events (allow_mismatch=true imports it anyway)',
      'nia-new: three_pm is 2 in the box score, 1 in the events (allow_mismatch=true imports it anyway)',
    ]);
    // Named at Nia's last event of the game (line 58: her 31st event, after 26 pairs).
    expect(new Set(errors.map((e) => e.param))).toEqual(new Set(['line 58: player']));
    expect(await stored()).toEqual(before);
    expect(await storedMismatches()).toEqual([]);
  });

  it('allow_mismatch=true imports it and keeps the differences; the game shows them', async () => {
    const res = await imported(pbpCsv(game1Rows(short)), '?allow_mismatch=true');
    expect(res.data.games[0]).toMatchObject({ changed: true, events: 57 });
    const expected = [
      {
        player: { slug: 'nia-new', name: expect.any(String) },
        stat: 'fgm',
        box_score: 8,
        events: 7,
      },
      {
        player: { slug: 'nia-new', name: expect.any(String) },
        stat: 'pts',
        box_score: 20,
        events: 17,
      },
      {
        player: { slug: 'nia-new', name: expect.any(String) },
        stat: 'three_pm',
        box_score: 2,
        events: 1,
      },
    ];
    expect(
      [...(res.data.games[0]?.mismatches ?? [])].sort((a, b) => a.stat.localeCompare(b.stat)),
    ).toEqual(expected);
    expect(await storedMismatches()).toHaveLength(3);
    const game = await t.app.inject({ method: 'GET', url: `/api/games/${game1Id}` });
    expect(envelope(gameDetailSchema).parse(game.json()).data.mismatches).toEqual(expected);

    // The right file again: the differences go, and the game page follows at once.
    await imported(pbpCsv(game1Rows()));
    expect(await storedMismatches()).toEqual([]);
    const again = await t.app.inject({ method: 'GET', url: `/api/games/${game1Id}` });
    expect(envelope(gameDetailSchema).parse(again.json()).data.mismatches).toEqual([]);
  });

  it('allow_mismatch takes only true or false', async () => {
    const errors = await rejected(pbpCsv(game1Rows()), '?allow_mismatch=yes');
    expect(errors[0]?.param).toContain('allow_mismatch');
  });
});

describe('a 500-event game', () => {
  it('imports in about a second at most (measured and logged)', async () => {
    const { league, teams } = fixture;
    const side = (teamId: number, n: number) =>
      Promise.all(
        Array.from({ length: n }, (_, i) =>
          createPlayer(t.db.db, { leagueId: league.id, teamId, slug: `big-${teamId}-${i}` }),
        ),
      );
    const roster = [...(await side(teams.bos.id, 6)), ...(await side(teams.por.id, 6))];
    const line = {
      minutes: 30,
      pts: 25,
      fgm: 9,
      fga: 20,
      three_pm: 2,
      three_pa: 6,
      ftm: 5,
      fta: 6,
      oreb: 2,
      dreb: 6,
      reb: 8,
      ast: 4,
      st: 1,
      blks: 1,
      turnovers: 2,
      fouls: 3,
    };
    const date = '2025-03-01';
    const rows = roster.map((p) => ({
      ...line,
      game_date: date,
      home_team: 'BOS',
      away_team: 'POR',
      home_score: 150,
      away_score: 150,
      player: p.slug,
      team: p.teamId === teams.bos.id ? 'BOS' : 'POR',
    }));
    expect((await postBoxScores(t.app, admin, rows)).statusCode).toBe(200);
    const plays = generatePlays(
      'nba',
      roster.map((p) => ({
        playerId: p.id,
        teamId: p.teamId as number,
        fgm: 9,
        fga: 20,
        threePm: 2,
        threePa: 6,
        ftm: 5,
        fta: 6,
        oreb: 2,
        dreb: 6,
        ast: 4,
        st: 1,
        blks: 1,
        turnovers: 2,
        fouls: 3,
      })),
      new Rng('pbp-500'),
    );
    expect(plays).toHaveLength(540);
    const slug = new Map(roster.map((p) => [p.id, p.slug]));
    const csv = pbpCsv(
      plays.map((p) => ({
        game_date: date,
        league: 'nba',
        home_team: 'BOS',
        away_team: 'POR',
        period: p.period,
        clock: formatClockCell(p.clockTenths),
        team: p.teamId === teams.bos.id ? 'BOS' : 'POR',
        player: slug.get(p.playerId),
        event: p.event,
        shot_x: p.shotX ?? '',
        shot_y: p.shotY ?? '',
      })),
    );
    const started = performance.now();
    const res = await imported(csv);
    const ms = performance.now() - started;
    console.log(`play-by-play import: ${plays.length} events in ${ms.toFixed(0)} ms`);
    expect(res.data.games[0]).toMatchObject({ events: 540, mismatches: [] });
    // The goal is 1 s (decision 0021 has the figures). On a shared CI box running eight suites
    // at once (load average 30 on 2 cores seen) a first import can take longer, so the test
    // guards against the statement-per-row kind of regression instead: 3 s.
    expect(ms).toBeLessThan(3000);
  });
});

/** The generator's clocks are whole seconds from a minute up, as MM:SS keeps them. */
function formatClockCell(tenths: number) {
  const s = Math.floor(tenths / 10);
  return tenths < 600
    ? `${s}.${tenths % 10}`
    : `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
