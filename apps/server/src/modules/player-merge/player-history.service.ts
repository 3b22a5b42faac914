import type { PlayerHistory } from '@hoopdex/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { IMPORT_LOCK_KEY } from '../../db/advisory-locks';
import { players } from '../../db/schema/index';
import { sqlRows } from '../../db/sql-rows';
import { notFound } from '../../lib/http';
import { detectBigGames } from '../intel/index';

/**
 * An admin says whether our box scores hold a player's whole career (decision 0032: a draft class
 * imported from its first season). The player's league's big games are re-derived in the same
 * transaction, under the import lock as an import derives them, so a personal best reads
 * "career high" or "season high" from the answer on, not from the league's next import.
 */
export async function setHistoryComplete(
  db: Database,
  slug: string,
  historyComplete: boolean,
): Promise<PlayerHistory & { leagueId: number; playerId: number }> {
  return db.transaction(async (tx) => {
    await sqlRows(tx, sql`select pg_advisory_xact_lock(${IMPORT_LOCK_KEY})`);
    const [row] = await tx
      .update(players)
      .set({ historyComplete })
      .where(eq(players.slug, slug))
      .returning({ id: players.id, leagueId: players.leagueId });
    if (!row) throw notFound('Player not found', 'slug');
    const detected = await detectBigGames(tx, { leagueIds: [row.leagueId] });
    return {
      slug,
      history_complete: historyComplete,
      big_games: {
        total: detected.total,
        added: detected.inserted.length,
        removed: detected.removed,
      },
      leagueId: row.leagueId,
      playerId: row.id,
    };
  });
}
