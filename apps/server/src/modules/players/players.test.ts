import {
  envelope,
  playerGearSchema,
  playerSchema,
  playerTimelineEventSchema,
} from '@hoopdex/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { playerGear, playerTimeline } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { seedStatsFixture, type StatsFixture } from '../stats/stats-fixture';

let t: TestApp;
let fx: StatsFixture;
beforeAll(async () => {
  t = await buildTestApp();
  fx = await seedStatsFixture(t.db.db);
  const ann = fx.playerIds['ann-archer']!;
  await t.db.db.insert(playerGear).values([
    { playerId: ann, category: 'shoes', brand: 'Swoosh', name: 'Air 1', url: 'https://example.com/air' },
    { playerId: ann, category: 'ball', brand: 'Spalding', name: 'TF-1000' },
  ]);
  await t.db.db.insert(playerTimeline).values([
    { playerId: ann, eventDate: '2023-06-01', kind: 'draft', title: 'Drafted' },
    { playerId: ann, eventDate: '2024-02-01', kind: 'award', title: 'All-Star', description: 'First' },
  ]);
});
afterAll(() => t.close());

const q = (o: object) => encodeURIComponent(JSON.stringify(o));
async function list(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return envelope(z.array(playerSchema)).parse(res.json());
}
const slugs = (b: { data: { slug: string }[] }) => b.data.map((p) => p.slug);

describe('GET /api/players', () => {
  it('pages by name with the total in rowCount', async () => {
    const b = await list(`/api/players?limit=2&filter=${q({ league_id: fx.nba })}`);
    expect([b.rowCount, slugs(b)]).toEqual([5, ['ann-archer', 'bob-baker']]);
    const next = await list(`/api/players?limit=2&offset=4&filter=${q({ league_id: fx.nba })}`);
    expect(slugs(next)).toEqual(['finn-ford']);
  });

  it('trending: trending_rank not null, ascending, 10', async () => {
    const b = await list(`/api/players?limit=10&filter=${q({ trending_rank: { ne: null } })}&sort=${q({ trending_rank: 'asc' })}`);
    expect(slugs(b)).toEqual(['bob-baker', 'ann-archer', 'dee-dunn']);
    expect(b.rowCount).toBe(3);
  });

  it('404s a league name no list offers (the hidden ncaawb, a typo), never another league', async () => {
    for (const league of ['ncaawb', 'euroleague']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/players?filter=${q({ league })}` });
      expect(res.statusCode).toBe(404);
      expect(res.json().errors[0]).toMatchObject({ msg: 'League not found', param: 'filter.league' });
    }
  });

  it('filters by league name, position and class; sorts by team', async () => {
    expect(slugs(await list(`/api/players?filter=${q({ league: 'ncaam', school_year: 'Senior' })}`))).toEqual(['gus-gray']);
    expect(slugs(await list(`/api/players?filter=${q({ position: 'Center' })}`))).toEqual(['cy-cole']);
    const byTeam = await list(`/api/players?filter=${q({ league_id: fx.nba })}&sort=${q({ team_name: 'desc', name: 'asc' })}`);
    expect(slugs(byTeam)).toEqual(['bob-baker', 'dee-dunn', 'finn-ford', 'ann-archer', 'cy-cole']);
  });

  it('name filter q ignores case and accents and treats % literally', async () => {
    expect(slugs(await list('/api/players?q=EGAN'))).toEqual(['eve-egan']);
    expect(slugs(await list('/api/players?q=arch'))).toEqual(['ann-archer']);
    expect((await list('/api/players?q=%25')).rowCount).toBe(0);
  });

  it('searchForPlayers takes the same filter and sort', async () => {
    const b = await list(`/api/searchForPlayers?filter=${q({ slug: { in: ['cy-cole', 'ann-archer'] } })}&sort=${q({ name: 'desc' })}`);
    expect(slugs(b)).toEqual(['cy-cole', 'ann-archer']);
  });

  it.each([
    ['limit over 100', 'limit=101', 'limit'],
    ['negative offset', 'offset=-1', 'offset'],
    ['malformed filter', 'filter={', 'filter'],
    ['unknown filter field', `filter=${q({ salary: 1 })}`, 'filter'],
    ['unknown sort field', `sort=${q({ salary: 'asc' })}`, 'sort'],
    ['bad direction', `sort=${q({ name: 'up' })}`, 'sort'],
    // Found by the route property tests: these reached SQL as integers and answered 500.
    ['a fraction for an integer column', `filter=${q({ trending_rank: 5e-324 })}`, 'filter'],
    ['an id past 2^31 - 1', `filter=${q({ team_id: { in: [2147483648] } })}`, 'filter'],
  ])('400 on %s', async (_n, params, param) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/players?${params}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].param).toContain(param);
  });
});

describe('GET /api/players/:slug and its tabs', () => {
  it('returns the player with team and league logos and fan count', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/players/ann-archer' });
    const p = envelope(playerSchema).parse(res.json()).data;
    expect(p).toMatchObject({ slug: 'ann-archer', team_name: 'Alpha', team_logo: '/media/alpha.png', league_logo: '/media/nba.png', league_name: 'nba', fan_count: 0 });
  });

  it('gear and timeline (newest first)', async () => {
    const gear = envelope(z.array(playerGearSchema)).parse((await t.app.inject({ method: 'GET', url: '/api/players/ann-archer/gear' })).json());
    expect(gear.data.map((g) => g.category)).toEqual(['ball', 'shoes']);
    const tl = envelope(z.array(playerTimelineEventSchema)).parse((await t.app.inject({ method: 'GET', url: '/api/players/ann-archer/timeline' })).json());
    expect(tl.data.map((e) => e.event_date)).toEqual(['2024-02-01', '2023-06-01']);
  });

  it.each(['/api/players/nobody', '/api/players/nobody/gear', '/api/players/nobody/timeline'])('404 on %s', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.json().errors[0].param).toBe('slug');
  });
});
