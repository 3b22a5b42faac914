import { sql } from 'drizzle-orm';
import type { ModuleDeps } from '../../app';
import type { Database } from '../../db/client';
import { sqlRows } from '../../lib/sql-rows';
import { IMPORT_LOCK_KEY } from '../box-score-import/box-score-import.service';
import { invalidateStats } from '../stats/stats-dataset';
import { detectBigGames } from './big-games-detect';

// When the derived intelligence is recomputed (docs/decisions/0008-prospect-intelligence.md):
// - big games: inside every box-score import's transaction (box-score-import.service.ts);
// - risers: on read from the box scores, cached under the stats prefix like the leaderboards;
// - all of them: at start-up when the database has box scores but none of it.

/**
 * After a box-score import (API or admin page): drop every cached stats answer, on every
 * instance sharing the cache (risers, big-game lists and game logs included).
 */
export async function refreshIntelAfterImport(
  deps: Pick<ModuleDeps, 'db' | 'cache'>,
  _leagueIds: number[],
): Promise<void> {
  await invalidateStats(deps.cache);
}

/** Start-up: derive what the data lacks (a database seeded or restored without it). */
export async function ensureIntel(db: Database, log: (msg: string) => void): Promise<void> {
  const [state] = await sqlRows<{ games: boolean; big: boolean }>(
    db,
    sql`select exists (select 1 from player_game_stats) as games,
      exists (select 1 from big_games) as big`,
  );
  if (state?.games && !state.big) {
    const started = Date.now();
    // Under the import lock: another instance starting (or an import) waits rather than races.
    const d = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK_KEY})`);
      return detectBigGames(tx);
    });
    log(`big games derived: ${d.total} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  }
}
