import {
  catalogueEntrySchema,
  envelope,
  errorResponseSchema,
  knownLeagues,
  leaderboardResultSchema,
  leagueSchema,
  periodRules,
  type NewLeague,
} from '@hoopdex/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { users } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { csvOf } from '../box-score-import/box-score-fixture';
import { readCatalogue } from './catalogue.service';

// Leagues as data (decision 0031): the migrated catalogue, an admin adding a league, and an
// import into it that names its seasons and qualifies its leaders by the league's own rule.
let t: TestApp;
let admin: string;
let fan: string;
beforeAll(async () => {
  t = await buildTestApp();
  await t.db.db.insert(users).values([
    { id: 'lg-admin', name: 'A', email: 'lg-admin@test.local', role: 'admin' },
    { id: 'lg-fan', name: 'F', email: 'lg-fan@test.local', role: 'fan' },
  ]);
  admin = await t.sign({ sub: 'lg-admin', role: 'admin' });
  fan = await t.sign({ sub: 'lg-fan', role: 'fan' });
});
afterAll(() => t.close());

const bbl: NewLeague = {
  slug: 'bbl',
  display_name: 'British Basketball League',
  level: 'pro',
  gender: 'men',
  periods: 4,
  period_minutes: 10,
  season_style: 'single-year',
  qualification: {
    games_share: 0.4,
    fgm_per_game: 1,
    three_pm_per_game: 0.5,
    ftm_per_game: 0.5,
    source: 'https://www.britishbasketballleague.com/stats',
  },
};
const add = (body: unknown, token: string | null = admin) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/leagues',
    payload: body as object,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
const catalogue = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/leagues/catalogue' });
  expect(res.statusCode).toBe(200);
  return envelope(z.array(catalogueEntrySchema)).parse(res.json());
};

describe('the league catalogue', () => {
  it('is migrated with exactly the known leagues of the code (no drift)', async () => {
    const rows = await readCatalogue(t.db.db);
    const bySlug = (a: { slug: string }, b: { slug: string }) => a.slug.localeCompare(b.slug);
    // The migration's rows share one created_at: they come by slug.
    expect([...rows.values()]).toEqual([...knownLeagues].sort(bySlug));
    const body = await catalogue();
    expect(body.rowCount).toBe(knownLeagues.length);
    // No league row yet: a fresh database stays empty (the demo seed's hasData looks at leagues).
    expect(body.data.every((e) => e.league_id === null)).toBe(true);
    // The play-by-play clock's periods agree with the catalogue's.
    for (const l of knownLeagues) {
      expect(periodRules(l.slug)).toEqual({ regulation: l.periods, minutes: l.period_minutes });
    }
  });
});

describe('POST /api/admin/leagues', () => {
  it('needs an admin', async () => {
    expect((await add(bbl, null)).statusCode).toBe(401);
    expect((await add(bbl, fan)).statusCode).toBe(403);
  });

  it('refuses bad input with 400 and a message per field', async () => {
    const cases: [unknown, string][] = [
      [{ ...bbl, slug: 'B B L' }, 'slug'],
      [{ ...bbl, slug: undefined }, 'slug'],
      [{ ...bbl, display_name: 'x' }, 'display_name'],
      [{ ...bbl, level: 'semi-pro' }, 'level'],
      [{ ...bbl, gender: 'mixed' }, 'gender'],
      [{ ...bbl, periods: 0 }, 'periods'],
      [{ ...bbl, period_minutes: 12.5 }, 'period_minutes'],
      [{ ...bbl, season_style: 'calendar' }, 'season_style'],
      [
        { ...bbl, qualification: { ...bbl.qualification, games_share: 1.5 } },
        'qualification.games_share',
      ],
      [
        { ...bbl, qualification: { ...bbl.qualification, fgm_per_game: -1 } },
        'qualification.fgm_per_game',
      ],
      [{ ...bbl, qualification: { ...bbl.qualification, source: '' } }, 'qualification.source'],
      [{ ...bbl, extra: 1 }, ''],
      [[bbl], ''],
    ];
    for (const [body, param] of cases) {
      const res = await add(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      const errors = errorResponseSchema.parse(res.json()).errors;
      expect(errors[0]?.msg.length).toBeGreaterThan(0);
      if (param) expect(errors.map((e) => e.param).join(' ')).toContain(param);
    }
    expect((await catalogue()).data.some((e) => e.slug === 'bbl')).toBe(false);
  });

  it('adds a league, listed at once, and refuses its code twice (409)', async () => {
    // Warm the caches the new league must drop.
    await catalogue();
    await t.app.inject({ method: 'GET', url: '/api/organizations' });
    const res = await add({ ...bbl, slug: ' BBL ' });
    expect(res.statusCode, res.body).toBe(201);
    const entry = envelope(catalogueEntrySchema).parse(res.json()).data;
    expect(entry).toMatchObject({ slug: 'bbl', display_name: 'British Basketball League' });
    expect(entry.league_id).toEqual(expect.any(Number));
    expect((await catalogue()).data.find((e) => e.slug === 'bbl')).toEqual(entry);
    const orgs = envelope(z.array(leagueSchema)).parse(
      (await t.app.inject({ method: 'GET', url: '/api/organizations' })).json(),
    );
    expect(orgs.data.map((l) => l.name)).toContain('bbl');
    const again = await add(bbl);
    expect(again.statusCode).toBe(409);
    expect(errorResponseSchema.parse(again.json()).errors[0]?.param).toBe('slug');
    // A known league's code is taken too.
    expect((await add({ ...bbl, slug: 'wnba' })).statusCode).toBe(409);
  });

  it('is imported into with create_missing: its season label and its own leader rule', async () => {
    const rows = [
      {
        league: 'bbl',
        home_team: 'London Lions',
        away_team: 'Leicester Riders',
        team: 'London Lions',
        player: 'ann-lion',
      },
      {
        league: 'bbl',
        home_team: 'London Lions',
        away_team: 'Leicester Riders',
        team: 'Leicester Riders',
        player: 'rae-rider',
        pts: 4,
        fgm: 1,
        fga: 6,
        three_pm: 0,
        three_pa: 2,
        ftm: 2,
        fta: 2,
      },
      {
        league: 'bbl',
        game_date: '2025-01-17',
        home_team: 'Leicester Riders',
        away_team: 'London Lions',
        home_score: 90,
        away_score: 80,
        team: 'London Lions',
        player: 'ann-lion',
      },
    ];
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/box-scores?create_missing=true',
      payload: csvOf(rows),
      headers: { 'content-type': 'text/csv', authorization: `Bearer ${admin}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      leagues_created: 0,
      seasons_created: 1,
      teams_created: 2,
      players_created: 2,
    });
    const entry = (await catalogue()).data.find((e) => e.slug === 'bbl');
    const seasons = await t.app.inject({
      method: 'GET',
      url: `/api/leaderboards?organization_id=${entry?.league_id}&statistic=fg_percent_average`,
    });
    expect(seasons.statusCode, seasons.body).toBe(200);
    const board = envelope(leaderboardResultSchema).parse(seasons.json()).data;
    // Single-year season: 2025, January to December.
    expect([board.start_date, board.end_date]).toEqual(['2025-01-01', '2025-12-31']);
    // 2 team games: 40 % is 1 game (the NBA's 70 % would be 2), 1 FGM a game is 2 FGM.
    expect(board.qualification).toMatchObject({
      team_games: 2,
      min_games: 1,
      made_stat: 'fgm',
      min_made: 2,
    });
    expect(board.items.map((i) => i.player.slug)).toEqual(['ann-lion']);
  });
});

describe('PUT /api/admin/leagues/{slug}', () => {
  const { slug: _code, ...fields } = bbl;
  const edit = (slug: string, body: unknown, token: string | null = admin) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/admin/leagues/${slug}`,
      payload: body as object,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const fgBoard = async () => {
    const entry = (await catalogue()).data.find((e) => e.slug === 'bbl');
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/leaderboards?organization_id=${entry?.league_id}&statistic=fg_percent_average`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return envelope(leaderboardResultSchema).parse(res.json()).data;
  };

  it('needs an admin, a known code and fields as checked as a new league', async () => {
    expect((await edit('bbl', fields, null)).statusCode).toBe(401);
    expect((await edit('bbl', fields, fan)).statusCode).toBe(403);
    const unknown = await edit('nope', fields);
    expect(unknown.statusCode).toBe(404);
    expect(errorResponseSchema.parse(unknown.json()).errors[0]?.param).toBe('slug');
    const bad = await edit('bbl', { ...fields, periods: 0 });
    expect(bad.statusCode).toBe(400);
    expect(errorResponseSchema.parse(bad.json()).errors[0]?.param).toBe('periods');
    // The code is not a field of an edit.
    expect((await edit('bbl', { ...fields, slug: 'other' })).statusCode).toBe(400);
  });

  it("corrects the name and the leaders' rule: lists and the next leaderboard read follow", async () => {
    // As imported above: 1 FGM a team game qualifies Ann (2 FGM over 2 games), not Rae (1).
    expect((await fgBoard()).items.map((i) => i.player.slug)).toEqual(['ann-lion']);
    const res = await edit('bbl', {
      ...fields,
      display_name: 'Super League Basketball',
      qualification: { ...fields.qualification, fgm_per_game: 0.5 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(envelope(catalogueEntrySchema).parse(res.json()).data).toMatchObject({
      slug: 'bbl',
      display_name: 'Super League Basketball',
      qualification: { fgm_per_game: 0.5 },
    });
    const entry = (await catalogue()).data.find((e) => e.slug === 'bbl');
    expect(entry?.display_name).toBe('Super League Basketball');
    const orgs = envelope(z.array(leagueSchema)).parse(
      (await t.app.inject({ method: 'GET', url: '/api/organizations' })).json(),
    ).data;
    expect(orgs.find((o) => o.id === entry?.league_id)?.display_name).toBe(
      'Super League Basketball',
    );
    // 0.5 FGM a game is 1 FGM over 2 games: Rae qualifies now, at once (the cache was dropped).
    const board = await fgBoard();
    expect(board.qualification).toMatchObject({ made_stat: 'fgm', min_made: 1 });
    expect(board.items.map((i) => i.player.slug).sort()).toEqual(['ann-lion', 'rae-rider']);
  });
});
