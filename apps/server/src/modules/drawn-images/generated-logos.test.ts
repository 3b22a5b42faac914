import { envelope, leagueSchema, playerSchema } from '@hoopdex/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { seedWnba2024 } from '../leaderboards/wnba-fixture';

// Decision 0032: an imported league (here the real WNBA 2024, its rows as an import makes them:
// no logo, no picture) shows drawn crests and marks, served by the drawn-images route.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedWnba2024(t.db.db);
});
afterAll(() => t.close());

const getData = async <T extends z.ZodType>(url: string, schema: T) => {
  const res = await t.app.inject({ url });
  expect(res.statusCode, res.body).toBe(200);
  return envelope(schema).parse(res.json());
};

describe('generated crests for a league without logos', () => {
  it("gives A'ja Wilson's page the Aces' drawn crest and the WNBA's drawn mark", async () => {
    const { data: p } = await getData('/api/players/a-ja-wilson', playerSchema);
    expect(p.team_logo).toBe('/media/logos/wnba-las-vegas-aces.svg');
    expect(p.league_logo).toBe('/media/logos/wnba.svg');
    const crest = await t.app.inject({ url: p.team_logo! });
    expect(crest.statusCode).toBe(200);
    expect(crest.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The league word is not a letter of the team: Las Vegas Aces reads LVA.
    expect(crest.body).toContain('>LVA<');
    const mark = await t.app.inject({ url: p.league_logo! });
    expect(mark.body).toContain('>WNBA<');
  });

  it('lists the league with its drawn mark and every player with a crest', async () => {
    const { data: leagues } = await getData('/api/organizations', z.array(leagueSchema));
    expect(leagues.find((l) => l.name === 'wnba')?.logo).toBe('/media/logos/wnba.svg');
    const filter = encodeURIComponent(JSON.stringify({ league: 'wnba' }));
    const res = await t.app.inject({ url: `/api/players?limit=100&filter=${filter}` });
    expect(res.statusCode, res.body).toBe(200);
    const players = envelope(z.array(playerSchema)).parse(res.json()).data;
    expect(players.length).toBe(100);
    for (const p of players) {
      if (p.team_name) expect(p.team_logo).toMatch(/^\/media\/logos\/wnba-[a-z0-9-]+\.svg$/);
    }
  });
});
