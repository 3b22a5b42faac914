import {
  BOX_SCORE_MAX_ERRORS,
  boxScoreColumns,
  boxScoreImportResultSchema,
  envelope,
  errorResponseSchema,
  playerSeasonStatsSchema,
  playerStatsRowSchema,
} from '@hoopdex/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { games, playerGameStats, teams, users } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createPlayer } from '../../test/factories';
import { csvOf, seedImportFixture, twoGames, type CsvRow } from './box-score-fixture';
import { followJob } from './import-job.test-helper';

// Expected figures are computed by hand from `twoGames` in box-score-fixture.ts.
let t: TestApp;
let admin: string;
let fan: string;
beforeAll(async () => {
  t = await buildTestApp();
  await seedImportFixture(t.db.db);
  await t.db.db.insert(users).values([
    { id: 'imp-admin', name: 'Admin', email: 'imp-admin@test.local', role: 'admin' },
    { id: 'imp-fan', name: 'Fan', email: 'imp-fan@test.local', role: 'fan' },
  ]);
  admin = await t.sign({ sub: 'imp-admin', role: 'admin' });
  fan = await t.sign({ sub: 'imp-fan', role: 'fan' });
});
afterAll(() => t.close());

const post = (csv: string, token: string | null = admin, type = 'text/csv') =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/box-scores',
    payload: csv,
    headers: { 'content-type': type, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
const imported = async (csv: string) => {
  const res = await post(csv);
  expect(res.statusCode, res.body).toBe(200);
  return envelope(boxScoreImportResultSchema).parse(res.json());
};
const rejected = async (csv: string) => {
  const res = await post(csv);
  expect(res.statusCode).toBe(400);
  return errorResponseSchema.parse(res.json()).errors;
};
async function stats(slug: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/players/${slug}/stats?interval_id=latest_season`,
  });
  expect(res.statusCode).toBe(200);
  return envelope(playerSeasonStatsSchema).parse(res.json()).data;
}
async function counts() {
  const [g] = await t.db.db.select({ n: count() }).from(games);
  const [l] = await t.db.db.select({ n: count() }).from(playerGameStats);
  return { games: g?.n, lines: l?.n };
}

describe('POST /api/admin/box-scores', () => {
  it('refuses without a token (401) and for a fan (403), writing nothing', async () => {
    expect((await post(csvOf(twoGames), null)).statusCode).toBe(401);
    expect((await post(csvOf(twoGames), fan)).statusCode).toBe(403);
    expect(await counts()).toEqual({ games: 0, lines: 0 });
  });

  it('imports a file: the stats show the hand-computed figures at once', async () => {
    // Read first, so a cached dataset exists that the import must drop.
    expect(await stats('nia-new')).toMatchObject({
      games_played: 0,
      pts_total: 0,
      pts_average: null,
    });
    const res = await imported(csvOf(twoGames));
    expect(res).toEqual({
      data: { games_created: 2, lines_inserted: 3, lines_updated: 0 },
      rowCount: 1,
    });

    expect(await stats('nia-new')).toMatchObject({
      games_played: 2,
      pts_total: 47,
      pts_average: 23.5, // 20 + 27
      reb_average: 4,
      ast_average: 4,
      st_total: 3,
      blks_total: 1,
      turnovers_average: 3,
      fgm_total: 18,
      fg_percent_average: 54.5, // 18 / 33
      three_pm_total: 5,
      three_point_percent_average: 41.7, // 5 / 12
      ftm_total: 6,
      ft_percent_average: 85.7, // 6 / 7
    });
    expect(await stats('omar-opp')).toMatchObject({
      games_played: 1,
      pts_average: 10,
      reb_average: 8,
    });

    const filter = encodeURIComponent(JSON.stringify({ slug: { eq: 'nia-new' } }));
    const totals = await t.app.inject({
      method: 'GET',
      url: `/api/playerStatsTotals?filter=${filter}`,
    });
    expect(totals.statusCode, totals.body).toBe(200);
    const [row] = envelope(z.array(playerStatsRowSchema)).parse(totals.json()).data;
    expect(row).toMatchObject({
      slug: 'nia-new',
      games_played: 2,
      pts_average: 23.5,
      fga_total: 33,
      fta_total: 7,
    });

    // Abbreviations and names of the same teams are one game; the scores are the file's.
    const stored = await t.db.db.select().from(games).orderBy(games.gameDate);
    expect(stored.map((g) => [g.gameDate, g.homeScore, g.awayScore])).toEqual([
      ['2025-01-10', 110, 100],
      ['2025-01-12', 95, 101],
    ]);
  });

  it('is idempotent: a re-import updates the same lines and creates no game', async () => {
    const before = await counts();
    const res = await imported(csvOf(twoGames));
    expect(res.data).toEqual({ games_created: 0, lines_inserted: 0, lines_updated: 3 });
    expect(await counts()).toEqual(before);
    expect(await stats('nia-new')).toMatchObject({ games_played: 2, pts_average: 23.5 });
  });

  it('a corrected line replaces the stored one', async () => {
    const fixed = twoGames.map((r, i) => (i === 0 ? { ...r, pts: 22, ftm: 4, fta: 4 } : r));
    expect((await imported(csvOf(fixed))).data).toEqual({
      games_created: 0,
      lines_inserted: 0,
      lines_updated: 3,
    });
    expect(await stats('nia-new')).toMatchObject({
      pts_total: 49,
      pts_average: 24.5,
      ft_percent_average: 88.9,
    });
    await imported(csvOf(twoGames)); // back to the hand-computed file for the other cases
  });

  it('keeps whether a player started (optional column); a file without it leaves it as it was', async () => {
    const withStarter = [...boxScoreColumns, 'starter'];
    const starterOf = async () =>
      (
        await t.db.db
          .select({ starter: playerGameStats.starter })
          .from(playerGameStats)
          .orderBy(playerGameStats.gameDate, playerGameStats.playerId)
      ).map((r) => r.starter);
    expect(await starterOf()).toEqual([null, null, null]);
    const flags = ['1', '0', 'TRUE'];
    const rows = twoGames.map((r, i) => ({ ...r, starter: flags[i] }) as Partial<CsvRow>);
    await imported(csvOf(rows, withStarter));
    const stored = await starterOf();
    expect(stored.filter((s) => s === true).length).toBe(2);
    expect(stored.filter((s) => s === false).length).toBe(1);
    await imported(csvOf(twoGames)); // no starter column: what was said stays
    expect(await starterOf()).toEqual(stored);
    const flipped = twoGames.map((r) => ({ ...r, starter: 'false' }) as Partial<CsvRow>);
    await imported(csvOf(flipped, withStarter));
    expect(await starterOf()).toEqual([false, false, false]);
  });

  it('answers in the OpenAPI document, taking text/csv', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const op = doc.paths['/api/admin/box-scores'].post;
    expect(Object.keys(op.requestBody.content)).toEqual(['text/csv', 'application/gzip']);
    expect(op.responses['200']).toBeDefined();
  });
});

describe('validation: all or nothing, every error names its line', () => {
  // Line 2 is a good row of a new game; the bad one is line 3, so nothing written proves the
  // whole file was refused, not just the bad row.
  const newGame: Partial<CsvRow> = { game_date: '2025-02-01' };
  const cases: [string, Partial<CsvRow>, string][] = [
    ['a date that is no calendar day', { game_date: '2025-02-30' }, 'line 3: game_date'],
    ['a date in no season of the league', { game_date: '2023-01-10' }, 'line 3: game_date'],
    ['points that do not match the makes', { pts: 21 }, 'line 3: pts'],
    ['rebounds that are not oreb + dreb', { reb: 6 }, 'line 3: reb'],
    ['more makes than attempts', { fgm: 16, pts: 36 }, 'line 3: fgm'],
    ['an unknown player', { player: 'nobody-here' }, 'line 3: player'],
    ['an unknown team', { home_team: 'Nowhere Nomads' }, 'line 3: home_team'],
    ['an unknown league', { league: 'wnba' }, 'line 3: league'],
    ['a team that did not play in the game', { team: 'NYK' }, 'line 3: team'],
    ['a non-numeric cell', { ast: 'three' }, 'line 3: ast'],
    ['a formula-looking cell', { ast: '=1+2' }, 'line 3: ast'],
    ['a negative number', { st: -1 }, 'line 3: st'],
    ['an empty cell', { blks: '' }, 'line 3: blks'],
    ['the same player twice in a game', { ...newGame }, 'line 3: player'],
    [
      'another score for the same game',
      { ...newGame, home_score: 99, player: 'omar-opp', team: 'POR', ...omarLine() },
      'line 3: home_score',
    ],
  ];
  it('the year 0000 is refused as no date (ISO 8601 has it, PostgreSQL does not)', async () => {
    const before = await counts();
    const errors = await rejected(csvOf([newGame, { game_date: '0000-01-01' }]));
    expect(errors).toEqual([{ param: 'line 3: game_date', msg: 'year 0000 is not a date' }]);
    expect(await counts()).toEqual(before);
  });

  it.each(cases)('%s → 400 at %s, nothing written', async (_name, change, param) => {
    const before = await counts();
    const errors = await rejected(csvOf([newGame, change]));
    expect(errors.map((e) => e.param)).toEqual([param]);
    expect(errors[0]?.msg).toBeTruthy();
    expect(await counts()).toEqual(before);
  });

  it('a missing column is named on the header line', async () => {
    const errors = await rejected(
      csvOf(
        [newGame],
        boxScoreColumns.filter((c) => c !== 'fouls'),
      ),
    );
    expect(errors).toEqual([{ msg: expect.any(String), param: 'line 1: fouls' }]);
  });

  it('a row with too few cells names its line', async () => {
    const csv = `${csvOf([newGame])}2025-02-01,nba,BOS\r\n`;
    expect((await rejected(csv)).map((e) => e.param)).toEqual(['line 3']);
  });

  it(`lists at most ${BOX_SCORE_MAX_ERRORS} errors`, async () => {
    const errors = await rejected(csvOf(Array.from({ length: 80 }, () => ({ pts: 1 }))));
    expect(errors).toHaveLength(BOX_SCORE_MAX_ERRORS);
    expect(errors[0]?.param).toBe('line 2: pts');
  });

  it('quoted commas, quotes and formula-looking text stay inside their cells', async () => {
    const header = [...boxScoreColumns, 'note'];
    const csv = csvOf(
      [{ ...newGame, note: '=HYPERLINK("http://evil.example","click"), +cmd' } as Partial<CsvRow>],
      header,
    );
    expect(csv).toContain('"Trail Blazers, Portland"');
    const res = await imported(csv);
    expect(res.data).toEqual({ games_created: 1, lines_inserted: 1, lines_updated: 0 });
    const errors = await rejected(csvOf([{ ...newGame, player: '=cmd|"/C calc"!A0' }]));
    expect(errors).toEqual([
      { msg: 'unknown player "=cmd|"/C calc"!A0"', param: 'line 2: player' },
    ]);
  });

  it('a body over 1 MB runs as a job (202, decision 0024); another content type is 415', async () => {
    const before = await counts();
    const big = csvOf(Array.from({ length: 10_000 }, () => ({})));
    expect(big.length).toBeGreaterThan(1024 * 1024);
    const res = await post(big);
    expect(res.statusCode, res.body).toBe(202);
    const { job } = await followJob(
      t,
      admin,
      (res.json() as { data: { import_id: number } }).data.import_id,
    );
    // The same line 10,000 times: the job fails on the second and writes nothing.
    expect(job.state).toBe('failed');
    expect(job.errors).toHaveLength(BOX_SCORE_MAX_ERRORS);
    expect(job.errors[0]).toEqual({
      msg: 'already has a line for this game (line 2)',
      param: 'line 3: player',
    });
    expect(await counts()).toEqual(before);
    expect((await post(csvOf(twoGames), admin, 'application/octet-stream')).statusCode).toBe(415);
  });
});

describe('writing', () => {
  it('concurrent imports of the same new game create it once', async () => {
    const before = await counts();
    const file = csvOf([
      { game_date: '2025-04-01' },
      { game_date: '2025-04-01', player: 'omar-opp', team: 'POR', ...omarLine() },
    ]);
    const [a, b] = await Promise.all([imported(file), imported(file)]);
    expect(a.data.games_created + b.data.games_created).toBe(1);
    expect(a.data.lines_inserted + b.data.lines_inserted).toBe(2);
    expect(await counts()).toEqual({
      games: Number(before.games) + 1,
      lines: Number(before.lines) + 2,
    });
  });

  it('a file of 1,200 lines goes in batches, counted right across them', async () => {
    const [bos] = await t.db.db.select().from(teams).where(eq(teams.abbreviation, 'BOS'));
    const leagueId = bos!.leagueId;
    const slugs: string[] = [];
    for (let i = 0; i < 30; i++)
      slugs.push(
        (await createPlayer(t.db.db, { leagueId, teamId: bos!.id, slug: `bulk-${i}` })).slug,
      );
    const dates = Array.from(
      { length: 40 },
      (_, d) => `2025-05-${String(1 + (d % 28)).padStart(2, '0')}`,
    );
    // 28 days, 40 games: some days hold two games, the second with the teams the other way round.
    const rows = dates.flatMap((date, d) =>
      slugs.map((player) =>
        d < 28
          ? { game_date: date, player }
          : { game_date: date, player, home_team: 'POR', away_team: 'BOS' },
      ),
    );
    const before = await counts();
    expect((await imported(csvOf(rows))).data).toEqual({
      games_created: 40,
      lines_inserted: 1200,
      lines_updated: 0,
    });
    expect((await imported(csvOf(rows))).data).toEqual({
      games_created: 0,
      lines_inserted: 0,
      lines_updated: 1200,
    });
    expect(await counts()).toEqual({
      games: Number(before.games) + 40,
      lines: Number(before.lines) + 1200,
    });
    expect(await stats('bulk-7')).toMatchObject({ games_played: 40, pts_average: 20 });
  });
});

function omarLine(): Partial<CsvRow> {
  return {
    pts: 10,
    fgm: 4,
    fga: 9,
    three_pm: 0,
    three_pa: 1,
    ftm: 2,
    fta: 4,
    oreb: 2,
    dreb: 6,
    reb: 8,
  };
}
