import {
  catalogueEntrySchema,
  envelope,
  errorResponseSchema,
  leagueSchema,
  type NewLeague,
} from '@hoopdex/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { users } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { csvOf } from '../box-score-import/box-score-fixture';

// DELETE /api/admin/leagues/{slug} (decision 0031): an entry an admin added by mistake goes,
// with its empty league row; a shipped league or one that holds data stays (409, saying why).
let t: TestApp;
let admin: string;
let fan: string;
beforeAll(async () => {
  t = await buildTestApp();
  await t.db.db.insert(users).values([
    { id: 'del-admin', name: 'A', email: 'del-admin@test.local', role: 'admin' },
    { id: 'del-fan', name: 'F', email: 'del-fan@test.local', role: 'fan' },
  ]);
  admin = await t.sign({ sub: 'del-admin', role: 'admin' });
  fan = await t.sign({ sub: 'del-fan', role: 'fan' });
});
afterAll(() => t.close());

const league = (slug: string): NewLeague => ({
  slug,
  display_name: `League ${slug}`,
  level: 'pro',
  gender: 'women',
  periods: 4,
  period_minutes: 10,
  season_style: 'single-year',
  qualification: {
    games_share: 0.5,
    fgm_per_game: 1,
    three_pm_per_game: 0.5,
    ftm_per_game: 0.5,
    source: 'https://example.org/rules',
  },
});
const auth = (token: string | null) => (token ? { authorization: `Bearer ${token}` } : {});
const add = (slug: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/leagues',
    payload: league(slug),
    headers: auth(admin),
  });
const remove = (slug: string, token: string | null = admin) =>
  t.app.inject({ method: 'DELETE', url: `/api/admin/leagues/${slug}`, headers: auth(token) });
const catalogueSlugs = async () =>
  envelope(z.array(catalogueEntrySchema))
    .parse((await t.app.inject({ url: '/api/leagues/catalogue' })).json())
    .data.map((e) => e.slug);
const leagueNames = async () =>
  envelope(z.array(leagueSchema))
    .parse((await t.app.inject({ url: '/api/organizations' })).json())
    .data.map((l) => l.name);

describe('DELETE /api/admin/leagues/{slug}', () => {
  it('needs an admin', async () => {
    const added = await add('ebl');
    expect(added.statusCode).toBe(201);
    // The catalogue says which entries may go: an added one, not a shipped one.
    expect(envelope(catalogueEntrySchema).parse(added.json()).data.shipped).toBe(false);
    const entries = envelope(z.array(catalogueEntrySchema)).parse(
      (await t.app.inject({ url: '/api/leagues/catalogue' })).json(),
    ).data;
    expect(entries.find((e) => e.slug === 'wnba')?.shipped).toBe(true);
    expect(entries.find((e) => e.slug === 'ebl')?.shipped).toBe(false);
    expect((await remove('ebl', null)).statusCode).toBe(401);
    expect((await remove('ebl', fan)).statusCode).toBe(403);
    expect(await catalogueSlugs()).toContain('ebl');
  });

  it('deletes an added league with no data: gone from the catalogue and the lists at once', async () => {
    // Warm the cached reads the deletion must drop.
    expect(await catalogueSlugs()).toContain('ebl');
    expect(await leagueNames()).toContain('ebl');
    const res = await remove('ebl');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: { slug: 'ebl' }, rowCount: 1 });
    expect(await catalogueSlugs()).not.toContain('ebl');
    expect(await leagueNames()).not.toContain('ebl');
    expect((await t.app.inject({ url: '/api/players?filter={"league":"ebl"}' })).statusCode).toBe(
      404,
    );
    // The code is free again.
    expect((await add('ebl')).statusCode).toBe(201);
  });

  it('refuses a league that holds data, saying what it holds', async () => {
    expect((await add('held')).statusCode).toBe(201);
    const row = { league: 'held', home_team: 'Home Club', away_team: 'Away Club' };
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/admin/box-scores?create_missing=true',
      payload: csvOf([
        { ...row, team: 'Home Club', player: 'ann-home' },
        {
          ...row,
          team: 'Away Club',
          player: 'bea-away',
          pts: 4,
          fgm: 1,
          fga: 6,
          three_pm: 0,
          three_pa: 2,
          ftm: 2,
          fta: 2,
        },
      ]),
      headers: { 'content-type': 'text/csv', ...auth(admin) },
    });
    expect(imported.statusCode, imported.body).toBe(200);
    const res = await remove('held');
    expect(res.statusCode).toBe(409);
    expect(errorResponseSchema.parse(res.json()).errors).toEqual([
      {
        msg: 'League held holds 1 game, 2 players, 2 teams, 1 season: only a league with no data can be deleted',
        param: 'slug',
      },
    ]);
    expect(await catalogueSlugs()).toContain('held');
  });

  it('refuses the leagues Hoopdex ships with, and answers 404 for an unknown code', async () => {
    const shipped = await remove('wnba');
    expect(shipped.statusCode).toBe(409);
    expect(errorResponseSchema.parse(shipped.json()).errors[0]?.msg).toBe(
      'WNBA is one of the leagues Hoopdex ships with: it can be corrected, not deleted',
    );
    expect(await catalogueSlugs()).toContain('wnba');
    const unknown = await remove('no-such-league');
    expect(unknown.statusCode).toBe(404);
    expect(errorResponseSchema.parse(unknown.json()).errors[0]?.param).toBe('slug');
  });
});
