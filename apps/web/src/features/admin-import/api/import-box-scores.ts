import type { BoxScoreImportResult, ImportJob, ImportQueued } from '@hoopdex/contract';
import { api } from '../../../lib/api-client';

export interface ImportChoices {
  /** Create the seasons, teams and players (and a known league) the file names (decision 0024). */
  createMissing: boolean;
  /** Check and count, change nothing. */
  dryRun: boolean;
}

/** Only the choices made: an import without them is the plain one of decision 0006. */
const choiceQuery = (choices: ImportChoices) => ({
  ...(choices.createMissing ? { create_missing: 'true' } : {}),
  ...(choices.dryRun ? { dry_run: 'true' } : {}),
});

/** POST /api/admin/box-scores: an admin's box-score CSV, all or nothing (decisions 0006, 0024). */
export async function importBoxScores(
  csv: string,
  choices: ImportChoices = { createMissing: false, dryRun: false },
): Promise<BoxScoreImportResult> {
  const { data } = await api.post<BoxScoreImportResult>('/admin/box-scores', csv, {
    auth: true,
    bodyType: 'text/csv',
    query: choiceQuery(choices),
  });
  return data;
}

/**
 * The same call for a file of any size, run as a job (decision 0024): the browser streams the
 * file as the body (never read into memory here) and the server answers 202 with the job's id.
 */
export async function startImportJob(file: File, choices: ImportChoices): Promise<number> {
  const { data } = await api.post<ImportQueued>('/admin/box-scores', file, {
    auth: true,
    bodyType: 'text/csv',
    query: { ...choiceQuery(choices), async: 'true' },
  });
  return data.import_id;
}

/** GET /api/admin/imports/{id}: the job's state, progress, and its result or errors. */
export async function getImportJob(id: number): Promise<ImportJob> {
  const { data } = await api.get<ImportJob>(`/admin/imports/${id}`, { auth: true });
  return data;
}
