import {
  BOX_SCORE_MAX_ERRORS,
  lineParam,
  pbpColumns,
  pbpRowSchema,
  type FieldError,
  type PbpImportResult,
} from '@hoopdex/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { IMPORT_LOCK_KEY } from '../../db/advisory-locks';
import { parseCsvRows } from '../../lib/csv-rows';
import { gameMismatches, type Mismatch } from './check-totals';
import { resolvePlays } from './resolve-plays';
import { writePlays } from './write-plays';

export type PbpImportOutcome =
  { ok: true; result: PbpImportResult } | { ok: false; errors: FieldError[] };

/** Ends the transaction without writing: the file had errors. */
class Rejected extends Error {
  constructor(readonly errors: FieldError[]) {
    super('play-by-play file rejected');
  }
}

/**
 * Imports a play-by-play CSV (decision 0021): parse and check every row, then, under the
 * box-score import's lock (so the box scores checked against cannot change meanwhile), resolve
 * every name and game, check each player's totals against the box score and replace the games'
 * events in one transaction. Any error, or any mismatch without `allowMismatch`, writes nothing.
 */
export async function importPlayByPlay(
  db: Database,
  csv: string,
  opts: { allowMismatch: boolean },
): Promise<PbpImportOutcome> {
  const parsed = parseCsvRows(csv, pbpColumns, pbpRowSchema);
  if (!parsed.ok) return parsed;
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK_KEY})`);
      const resolved = await resolvePlays(tx, parsed.lines);
      if (!resolved.ok) throw new Rejected(resolved.errors);
      const checked = resolved.games.map((game) => ({ game, mismatches: gameMismatches(game) }));
      const all = checked.flatMap((c) => c.mismatches);
      if (all.length && !opts.allowMismatch) throw new Rejected(mismatchErrors(all));
      const changed = await writePlays(tx, checked);
      const result: PbpImportResult = {
        games: checked.map(({ game, mismatches }) => ({
          game_id: game.gameId,
          events: game.plays.length,
          changed: changed.get(game.gameId) ?? false,
          mismatches: mismatches.map((m) => ({
            player: { slug: m.slug, name: m.name },
            stat: m.stat,
            box_score: m.boxScore,
            events: m.events,
          })),
        })),
      };
      return { ok: true as const, result };
    });
  } catch (err) {
    if (err instanceof Rejected) return { ok: false, errors: err.errors };
    throw err;
  }
}

/** `line 41: player` + "nia-new: pts is 20 in the box score, 18 in the events". */
function mismatchErrors(list: Mismatch[]): FieldError[] {
  return list.slice(0, BOX_SCORE_MAX_ERRORS).map((m) => ({
    msg: `${m.slug}: ${m.stat} is ${m.boxScore} in the box score, ${m.events} in the events (allow_mismatch=true imports it anyway)`,
    param: lineParam(m.line, 'player'),
  }));
}
