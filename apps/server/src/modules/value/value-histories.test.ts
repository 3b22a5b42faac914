import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { sqlRows } from '../../db/sql-rows';
import { seedDatabase } from '../../seed/seed-demo';
import { createTestDb, type TestDb } from '../../test/create-test-db';
import { ensureIntel } from '../intel/index';
import { valuesAsOf } from './recompute-values';
import { loadValueHistories, loadValueHistory, type PlayerRef } from './value-history';
import { playerValue } from './value.service';

// A board or a recompute reads its players' histories together (one query per kind for
// hundreds of players); each player's must be the one she gets read alone, and her value the
// player page's. On the demo world, whose players have videos and a reported following,
// here with fans, views and big games added, so every kind of row is there to be mixed up between players.
const NOW = new Date('2026-11-22T15:30:00Z');
const asOf = '2026-11-22';
let db: TestDb;
let refs: PlayerRef[];

beforeAll(async () => {
  db = await createTestDb();
  await seedDatabase(db.db, { scale: 'demo', now: NOW });
  // The seed has no fans and few views this season, and big games are derived at start: add
  // follows and views dated in the season, and derive the big games, as a running site has them.
  await ensureIntel(db.db, () => undefined);
  await db.db.insert(users).values(
    Array.from({ length: 30 }, (_, i) => ({
      id: `hist-fan-${i}`,
      name: 'Fan',
      email: `hist-fan-${i}@test.local`,
    })),
  );
  await db.db.execute(sql`insert into follows (user_id, follow_type, target_id, created_at)
    select 'hist-fan-' || g, 'player', p.id, timestamptz '2026-11-01' + g * interval '7 hours'
    from generate_series(0, 29) g join players p on (p.id + g) % 5 = 0
    join leagues l on l.id = p.league_id and l.name = 'nba'`);
  await db.db.execute(sql`insert into video_views (content_id, viewed_at)
    select cp.content_id, timestamptz '2026-11-10' + (cp.player_id % 9 + g) * interval '1 day'
    from content_players cp join players p on p.id = cp.player_id
      join leagues l on l.id = p.league_id and l.name = 'nba', generate_series(1, 3) g`);
  refs = await sqlRows<PlayerRef>(
    db.db,
    sql`select p.id, p.slug, p.firstname || ' ' || p.lastname as name, p.league_id as "leagueId",
        l.name as "leagueCode", l.display_name as "leagueLabel", l.level, p.fan_count as "fanCount"
      from players p join leagues l on l.id = p.league_id
      where l.name = 'nba' order by p.id`,
  );
}, 240_000);
afterAll(() => db?.destroy());

describe('loadValueHistories', () => {
  it("gives each player the history she is read alone with, every kind of row hers", async () => {
    const all = await loadValueHistories(db.db, refs, asOf);
    expect(all.size).toBeGreaterThan(300);
    const sample = refs.filter((_, i) => i % 4 === 0);
    const seen = { follows: 0, items: 0, views: 0, social: 0, bigGames: 0 };
    for (const ref of sample) {
      const alone = await loadValueHistory(db.db, ref, asOf);
      expect(all.get(ref.id) ?? null, ref.slug).toEqual(alone);
      if (!alone) continue;
      seen.follows += Number(alone.followsByDay.length > 0);
      seen.items += Number(alone.items.length > 0);
      seen.views += Number(alone.viewsByDay.length > 0);
      seen.social += Number(alone.social.length > 0);
      seen.bigGames += Number(alone.bigGames.length > 0);
    }
    for (const [kind, n] of Object.entries(seen)) expect(n, kind).toBeGreaterThan(3);
  }, 120_000);

  it("values a league's players as their own pages do", async () => {
    const rows = new Map((await valuesAsOf(db.db, refs, asOf)).map((r) => [r.ref.id, r]));
    expect(rows.size).toBeGreaterThan(300);
    for (const ref of refs.filter((_, i) => i % 20 === 0)) {
      const page = await playerValue(db.db, ref.slug, asOf, undefined, false);
      const row = rows.get(ref.id);
      expect(row && { value: row.value, low: row.low, high: row.high }, ref.slug).toEqual(
        page?.value == null ? undefined : { value: page.value, low: page.low, high: page.high },
      );
    }
  }, 120_000);
});
