import type { BoxScoreImportResult, FieldError } from '@hoopdex/contract';
import { sql } from 'drizzle-orm';
import { IMPORT_LOCK_KEY } from '../../db/advisory-locks';
import type { Database } from '../../db/client';
import { detectBigGames, type BigGameDetection } from '../intel/index';
import { notifyBigGames } from '../notifications/index';
import { createMissing } from './create-missing';
import { NameSummary } from './name-summary';
import { newResolveState, resolveBoxScores } from './resolve-box-scores';
import { streamBoxScores, textSource, type ImportSource } from './stream-box-scores';
import { writeBoxScores } from './write-box-scores';
import { markBacktestsDue } from '../projections/index';
import { yieldToEventLoop } from './yield';

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

export interface ImportOptions {
  /** Create the leagues (catalogue ones), seasons, teams and players the file names. */
  createMissing?: boolean;
  /** Check and count, write nothing. */
  dryRun?: boolean;
  /**
   * Hears how far the import is: `checking` (the first read of the file, no database) and
   * `writing` (the second read, inside the transaction), each as the share of the file read.
   */
  onProgress?: (phase: 'checking' | 'writing', share: number) => void;
  /** Stops the import between chunks (its transaction rolls back): a runner shutting down. */
  signal?: AbortSignal;
  /** Box-score rows per INSERT (default 1,000): smaller keeps each PGlite statement short. */
  lineChunk?: number;
}

/** A box-score CSV given as text (the API's small bodies, the CLI, tests). */
export const importBoxScores = (db: Database, csv: string, opts: ImportOptions = {}) =>
  importBoxScoreSource(db, textSource(csv), opts);

/** Rows read, resolved and written at a time in the second read. */
const CHUNK_LINES = 2_000;

/**
 * Imports a box-score file (decisions 0006, 0024), streamed (a stored file's reads parsed on a
 * thread of their own, decision 0038): the file is read once to check
 * every row (no database, no lock: a bad file costs nothing) and to gather its names, then,
 * under the import lock and in one transaction, the missing names are created and the file is
 * read again, chunk by chunk, each chunk resolved and written. Memory holds a chunk and the
 * file's names, never the file. Any error → nothing is written (all or nothing). Big games of
 * the touched leagues are re-derived in the same transaction. The caller then refreshes risers
 * and comps and drops cached stats (refreshIntelAfterImport) when it shares a cache with a
 * running server.
 */
export async function importBoxScoreSource(
  db: Database,
  source: ImportSource,
  opts: ImportOptions = {},
): Promise<ImportOutcome> {
  const share = (read: number) => (source.bytes ? Math.min(1, read / source.bytes) : 0);
  const summary = new NameSummary();
  const checked = await streamBoxScores(
    source,
    (lines) => {
      for (const l of lines) summary.add(l.row);
    },
    {
      chunk: CHUNK_LINES,
      onBytes: (read) => opts.onProgress?.('checking', share(read)),
      ...(opts.signal ? { signal: opts.signal } : {}),
    },
  );
  if (!checked.ok) return checked;
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK_KEY})`);
      // Created and resolved under the lock, so the games and names read are those the write sees.
      const created = opts.createMissing ? await createMissing(tx, summary) : null;
      const state = newResolveState();
      const written = { games_created: 0, lines_inserted: 0, lines_updated: 0 };
      const leagues = new Set<number>();
      const again = await streamBoxScores(
        source,
        async (lines) => {
          opts.signal?.throwIfAborted();
          const mapped = created
            ? lines.map((l) => ({ line: l.line, row: created.mapRow(l.row) }))
            : lines;
          const resolved = await resolveBoxScores(tx, mapped, state);
          if (state.errors.full) throw new Rejected(state.errors.items);
          if (!resolved.ok) return; // read on: the answer lists the file's errors, up to the cap
          const w = await writeBoxScores(tx, resolved.lines, opts.lineChunk);
          written.games_created += w.games_created;
          written.lines_inserted += w.lines_inserted;
          written.lines_updated += w.lines_updated;
          for (const l of resolved.lines) leagues.add(l.leagueId);
          await yieldToEventLoop();
        },
        {
          chunk: CHUNK_LINES,
          onBytes: (read) => opts.onProgress?.('writing', share(read)),
          ...(opts.signal ? { signal: opts.signal } : {}),
        },
      );
      if (!again.ok) throw new Rejected(again.errors); // the file changed between the reads
      if (state.errors.items.length) throw new Rejected(state.errors.items);
      // Our format holds played lines only: nothing is skipped. ESPN's says what it skipped.
      const skipped = checked.skipped ?? [];
      const result = {
        ...written,
        ...created?.counts,
        ...(created || checked.skipped ? { skipped } : {}),
      };
      if (opts.dryRun) throw new DryRun(result);
      // Big games follow the lines in the same transaction: every entry point (API, admin page,
      // CLI) leaves them right, and the lock keeps two imports from deriving them at once.
      const leagueIds = [...leagues].sort((a, b) => a - b);
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
