import { cacheKey, childKey, type Cache } from '../../lib/cache';

// The public boards' cache keys and what drops them. Boards, notes and links change rarely and
// only by their scout, while a note may be on several public boards: any scouting write drops
// every cached public board, so a revoked link or a note made private again is gone from the
// next answer, not after a TTL.
const boards = cacheKey('boards', 'public');

export const publicBoardKeys = {
  api: (token: string) => childKey(boards, 'api', token),
  data: (token: string) => childKey(boards, 'data', token),
};

/** A scouting write: every shared board's cached answer is stale. */
export function publicBoardsChanged(cache: Cache): Promise<void> {
  return cache.invalidate(boards);
}
