import { bigGameSchema, envelope } from '@hoopdex/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sqlRows } from '../../db/sql-rows';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { importRealWnba } from '../../test/realdata-import';
import { realdataCsv } from '../../test/realdata';

// Decision 0032: an imported player's career before our data is unknown (every WNBA 2022
// player, veterans included), so a personal best is a season high, never a career high. Two
// real seasons go in through the import as an admin would, and the expected season highs are
// worked out here from the files, not from the database.
const years = [2022, 2023] as const;
const stats = ['pts', 'reb', 'ast'] as const;
const PERSONAL_BEST_MIN_EARLIER = 5;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await importRealWnba(t, years, 'sh-admin');
}, 300_000);
afterAll(() => t.close());

/** "athlete date stat" of every line that beats its season's earlier best after 5+ games. */
function expectedSeasonHighs(): Set<string> {
  const out = new Set<string>();
  for (const y of years) {
    const byAthlete = new Map<string, Record<string, string>[]>();
    for (const r of realdataCsv(`wnba-${y}/wnba-${y}-box-scores.csv`)) {
      const id = r.espn_athlete_id as string;
      byAthlete.set(id, [...(byAthlete.get(id) ?? []), r]);
    }
    for (const [athlete, lines] of byAthlete) {
      lines.sort((a, b) => (a.game_date as string).localeCompare(b.game_date as string));
      for (const stat of stats) {
        let best = -1;
        lines.forEach((l, i) => {
          const v = Number(l[stat]);
          if (i >= PERSONAL_BEST_MIN_EARLIER && v > best) out.add(`${athlete} ${l.game_date} ${stat}`);
          best = Math.max(best, v);
        });
      }
    }
  }
  return out;
}

describe('big games of an imported league', { timeout: 120_000 }, () => {
  it('are season highs, never career highs, exactly where the files say', async () => {
    const rows = await sqlRows<{ athlete: string; game_date: string; reasons: string[] }>(
      t.db.db,
      sql`select e.external_id as athlete, b.game_date::text as game_date, b.reasons
        from big_games b join player_external_ids e on e.player_id = b.player_id and e.source = 'espn'`,
    );
    expect(rows.length).toBeGreaterThan(100);
    expect(rows.flatMap((r) => r.reasons).filter((r) => r.startsWith('career_high'))).toEqual([]);
    const found = new Set(
      rows.flatMap((r) =>
        r.reasons
          .filter((x) => x.startsWith('season_high_'))
          .map((x) => `${r.athlete} ${r.game_date} ${x.slice('season_high_'.length)}`),
      ),
    );
    const expected = expectedSeasonHighs();
    expect(expected.size).toBeGreaterThan(500);
    expect([...found].sort()).toEqual([...expected].sort());
  });

  it("a veteran's best game of 2022 reads season high: Breanna Stewart's 35 points", async () => {
    const res = await t.app.inject({ url: '/api/big-games?player=breanna-stewart&limit=100' });
    expect(res.statusCode, res.body).toBe(200);
    const games = envelope(z.array(bigGameSchema)).parse(res.json()).data;
    const best = games.find((g) => g.game_date === '2022-08-07');
    expect(best).toMatchObject({ pts: 35, headline: expect.stringMatching(/^35 PTS/) });
    expect(best?.reasons).toContain('season_high_pts');
    expect(games.flatMap((g) => g.reasons).some((r) => r.startsWith('career_high'))).toBe(false);
  });
});
