import type { BoxScoreImportResult, FieldError } from '@hoopdex/contract';
import type { Database } from '../../db/client';
import { parseBoxScores } from './parse-box-scores';
import { resolveBoxScores } from './resolve-box-scores';
import { writeBoxScores } from './write-box-scores';

export type ImportOutcome =
  { ok: true; result: BoxScoreImportResult } | { ok: false; errors: FieldError[] };

/**
 * Imports a box-score CSV (decision 0006): parse and check every row, resolve every name,
 * and only when the whole file is good write it in one transaction. Any error → nothing is
 * written. The caller drops cached stats afterwards (invalidateStats) when it shares a cache
 * with a running server.
 */
export async function importBoxScores(db: Database, csv: string): Promise<ImportOutcome> {
  const parsed = parseBoxScores(csv);
  if (!parsed.ok) return parsed;
  const resolved = await resolveBoxScores(db, parsed.lines);
  if (!resolved.ok) return resolved;
  return { ok: true, result: await writeBoxScores(db, resolved.lines) };
}
