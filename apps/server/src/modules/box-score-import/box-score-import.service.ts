import type { BoxScoreImportResult, FieldError } from '@hoopdex/contract';
import { sql } from 'drizzle-orm';
import { IMPORT_LOCK_KEY } from '../../db/advisory-locks';
import type { Database } from '../../db/client';
import { detectBigGames, type BigGameDetection } from '../intel/index';
import { notifyBigGames } from '../notifications/index';
import { createMissing } from './create-missing';
import { parseBoxScores } from './parse-box-scores';
import { isEspnHeader, parseEspnPlayerBox } from './parse-espn-player-box';
import { resolveBoxScores } from './resolve-box-scores';
import { writeBoxScores } from './write-box-scores';
import { markBacktestsDue } from '../projections/index';

export type ImportOutcome =
  | {
      ok: true;
      /** Nothing was written (the counts say what would have been). */
      dryRun: boolean;
      result: BoxScoreImportResult;
      /** Leagues whose box scores the file touched: what derived data to refresh. */
      leagueIds: number[];
      /** Big games of those leagues re-derived in the same transaction (ids of the new ones). */
      bigGames: BigGameDetection;
      /** Alert events of the new big games (their followers are notified): the live push. */
      alertEventIds: number[];
    }
  | { ok: false; errors: FieldError[] };

/** Ends the transaction without writing: the file had errors. */
class Rejected extends Error {
  constructor(readonly errors: FieldError[]) {
    super('box-score file rejected');
  }
}

/** Ends a dry run's transaction without writing, carrying what it would have done. */
class DryRun extends Error {
  constructor(readonly result: BoxScoreImportResult) {
    super('dry run');
  }
}

/**
 * The header decides the format (decision 0024): ESPN's player box (`athlete_id`,
 * `season_type`, …) or ours (0006).
 */
function parseAnyFormat(csv: string) {
  const header = csv.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  if (isEspnHeader(header)) return parseEspnPlayerBox(csv);
  const ours = parseBoxScores(csv);
  return ours.ok ? { ...ours, skipped: undefined } : ours;
}

export interface ImportOptions {
  /** Create the leagues (catalogue ones), seasons, teams and players the file names. */
  createMissing?: boolean;
  /** Check and count, write nothing. */
  dryRun?: boolean;
}

/**
 * Imports a box-score CSV (decision 0006): parse and check every row, then, under the import
 * lock, resolve every name and write the whole file in one transaction. Any error → nothing is
 * written. Big games of the touched leagues are re-derived in the same transaction. The caller
 * then refreshes risers and comps and drops cached stats (refreshIntelAfterImport) when it
 * shares a cache with a running server.
 */
export async function importBoxScores(
  db: Database,
  csv: string,
  opts: ImportOptions = {},
): Promise<ImportOutcome> {
  const parsed = parseAnyFormat(csv); // no database needed: a bad file costs no lock
  if (!parsed.ok) return parsed;
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK_KEY})`);
      // Created and resolved under the lock, so the games and names read are those the write sees.
      const created = opts.createMissing ? await createMissing(tx, parsed.lines) : null;
      const resolved = await resolveBoxScores(tx, created?.lines ?? parsed.lines);
      if (!resolved.ok) throw new Rejected(resolved.errors);
      const written = await writeBoxScores(tx, resolved.lines);
      // Our format holds played lines only: nothing is skipped. ESPN's says what it skipped.
      const skipped = parsed.skipped ?? [];
      const result = {
        ...written,
        ...created?.counts,
        ...(created || parsed.skipped ? { skipped } : {}),
      };
      if (opts.dryRun) throw new DryRun(result);
      // Big games follow the lines in the same transaction: every entry point (API, admin page,
      // CLI) leaves them right, and the lock keeps two imports from deriving them at once.
      const leagueIds = [...new Set(resolved.lines.map((l) => l.leagueId))].sort((a, b) => a - b);
      const bigGames = await detectBigGames(tx, { leagueIds });
      // Followers of a player with a NEW big game are notified in the same transaction: every
      // entry point (API, admin page, CLI) notifies, and a rolled-back import notifies nobody.
      const alertEventIds = await notifyBigGames(tx as unknown as Database, bigGames.inserted);
      // The projections' backtests of these leagues are due again (a durable job, decision
      // 0026): asked in the import's transaction, so a committed import is never forgotten.
      await markBacktestsDue(tx as unknown as Database, leagueIds);
      return { ok: true as const, dryRun: false, result, leagueIds, bigGames, alertEventIds };
    });
  } catch (err) {
    if (err instanceof Rejected) return { ok: false, errors: err.errors };
    if (err instanceof DryRun) {
      const none = { inserted: [], removed: 0, total: 0 };
      return {
        ok: true,
        dryRun: true,
        result: err.result,
        leagueIds: [],
        bigGames: none,
        alertEventIds: [],
      };
    }
    throw err;
  }
}
