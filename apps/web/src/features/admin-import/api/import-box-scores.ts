import type { BoxScoreImportResult } from '@hoopdex/contract';
import { api } from '../../../lib/api-client';

export interface ImportChoices {
  /** Create the seasons, teams and players (and a known league) the file names (decision 0024). */
  createMissing: boolean;
  /** Check and count, change nothing. */
  dryRun: boolean;
}

/** POST /api/admin/box-scores: an admin's box-score CSV, all or nothing (decisions 0006, 0024). */
export async function importBoxScores(
  csv: string,
  choices: ImportChoices = { createMissing: false, dryRun: false },
): Promise<BoxScoreImportResult> {
  const { data } = await api.post<BoxScoreImportResult>('/admin/box-scores', csv, {
    auth: true,
    bodyType: 'text/csv',
    // Only the choices made: an import without them is the plain one of decision 0006.
    query: {
      ...(choices.createMissing ? { create_missing: 'true' } : {}),
      ...(choices.dryRun ? { dry_run: 'true' } : {}),
    },
  });
  return data;
}
