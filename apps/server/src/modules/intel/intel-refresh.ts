import { sql } from 'drizzle-orm';
import type { ModuleDeps } from '../../deps';
import { IMPORT_LOCK_KEY } from '../../db/advisory-locks';
import type { Database } from '../../db/client';
import { sqlRows } from '../../db/sql-rows';
import { boxScoresChanged } from '../stats/index';
import { detectBigGames } from './big-games-detect';
import { leagueProfiles } from './comps.service';
import { leagueRisers } from './risers.service';

// When the derived intelligence is recomputed (docs/decisions/0008-prospect-intelligence.md):
// - big games: inside every box-score import's transaction (box-score-import.service.ts);
// - risers and comps: from the box scores and the cached season datasets, cached under the
//   stats prefix like the leaderboards (so an import's boxScoresChanged drops them), computed
//   again right after an import and at start-up (warmIntel);
// - big games again at start-up for every league that has box scores but none (ensureIntel).

/**
 * After a box-score import (API or admin page): drop the cached stats answers it changed, on
 * every instance sharing the cache (risers, comps, big-game lists and game logs included; other
 * leagues' datasets and leaderboards stay), then
 * compute the touched leagues' datasets, risers and comp profiles again before answering, so
 * the next reader finds them ready.
 */
export async function refreshIntelAfterImport(
  deps: Pick<ModuleDeps, 'db' | 'cache'>,
  leagueIds: number[],
): Promise<void> {
  await boxScoresChanged(deps.cache, leagueIds);
  // The import is committed whatever happens here: a failed warm-up only leaves the first
  // reader to compute (as after any invalidation).
  await warmIntel(deps, leagueIds).catch(() => undefined);
}

/** Computes the leagues' risers and comp profiles (and so their datasets) ahead of readers. */
export async function warmIntel(deps: Pick<ModuleDeps, 'db' | 'cache'>, leagueIds: number[]) {
  // Side by side: each needs its own dataset (weekly / season), computed by the database.
  await Promise.all(leagueIds.flatMap((id) => [leagueRisers(deps, id), leagueProfiles(deps, id)]));
}

/**
 * Start-up: derive the big games of every league that has box scores but none (a database
 * seeded, restored or imported into before this feature). One index probe per league each way.
 */
export async function ensureIntel(db: Database, log: (msg: string) => void): Promise<void> {
  const lacking = await sqlRows<{ id: number }>(
    db,
    sql`select l.id from leagues l
      where exists (select 1 from player_game_stats s where s.league_id = l.id)
        and not exists (select 1 from big_games b where b.league_id = l.id)`,
  );
  if (!lacking.length) return;
  const started = Date.now();
  // Under the import lock: another instance starting (or an import) waits rather than races.
  const d = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK_KEY})`);
    return detectBigGames(tx, { leagueIds: lacking.map((l) => l.id) });
  });
  log(
    `big games derived: ${d.total} in ${lacking.length} leagues (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
}
