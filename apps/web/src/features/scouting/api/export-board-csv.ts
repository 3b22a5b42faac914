import type { ScoutBoard } from '@hoopdex/contract';
import { apiBlob } from '../../../lib/api-client';

/** GET /api/scouting/boards/:id/export.csv needs the bearer token, so it is fetched, then saved. */
export async function downloadBoardCsv(board: Pick<ScoutBoard, 'id' | 'name'>) {
  const csv = await apiBlob(`/scouting/boards/${board.id}/export.csv`, {
    auth: true,
    headers: { Accept: 'text/csv' },
  });
  const url = URL.createObjectURL(csv);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${board.name.replace(/[^\w-]+/g, '-').toLowerCase() || 'board'}.csv`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
