import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlRows } from '../../db/sql-rows';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { importRealWnba } from '../../test/realdata-import';
import { projectedPlayer } from './projections.service';
import { makeProjector, type ProjectedPlayer } from './projector';

// A projector told which players it will project (a Value board, a recompute) reads their lines
// together; its answers must be the ones each player gets projected alone. On the real WNBA
// 2023 and 2024 seasons (2023 is 2024's history), with half of the league in the batch, so that
// teams mix players read with the batch and players read alone.
let t: TestApp;
let players: ProjectedPlayer[];
beforeAll(async () => {
  t = await buildTestApp();
  await importRealWnba(t, [2023, 2024], 'batch-admin');
  const ids = await sqlRows<{ id: number }>(
    t.db.db,
    sql`select distinct player_id as id from player_game_stats order by 1`,
  );
  players = (await Promise.all(ids.map((r) => projectedPlayer(t.db.db, { id: r.id })))).filter(
    (p): p is ProjectedPlayer => p !== null,
  );
}, 120_000);
afterAll(() => t.close());

describe('makeProjector with a batch', () => {
  it('answers every player as she is projected alone, early and late in the season', async () => {
    expect(players.length).toBeGreaterThan(150);
    const leagueId = players[0]!.league_id;
    const half = players.filter((_, i) => i % 2 === 0).map((p) => p.id);
    const batched = makeProjector(t.db.db, new Map([[leagueId, half]]));
    const alone = makeProjector(t.db.db);
    let projected = 0;
    for (const asOf of ['2024-05-25', '2024-08-20']) {
      for (const p of players) {
        const [a, b] = [await alone(p, asOf), await batched(p, asOf)];
        expect(b, `${p.id} on ${asOf}`).toEqual(a);
        if (a?.basis === 'season') projected++;
      }
    }
    // Both dates project most of the league from this season's games, not a prior alone.
    expect(projected).toBeGreaterThan(players.length);
  }, 240_000);
});
