import type { BoxScoreImportResult } from '@hoopdex/contract';
import { api } from '../../../lib/api-client';

/** POST /api/admin/box-scores: an admin's box-score CSV, all or nothing (decision 0006). */
export async function importBoxScores(csv: string): Promise<BoxScoreImportResult> {
  const { data } = await api.post<BoxScoreImportResult>('/admin/box-scores', csv, {
    auth: true,
    bodyType: 'text/csv',
  });
  return data;
}
