import { positions } from '../../../lib/stat-catalog';
import { pageFromParam } from '../../../components/ui/page-param';
import type { ValueBoardRequest } from '../api/get-value-board';

/** Players per page of the Value board. */
export const BOARD_PAGE_SIZE = 25;

/** ?league=&season=&position=&page= of /value/board (the loader and the page read them alike). */
export function boardQueryFrom(params: URLSearchParams): ValueBoardRequest {
  const league = Number(params.get('league'));
  const season = params.get('season')?.trim().slice(0, 20);
  const position = params.get('position') ?? undefined;
  const page = pageFromParam(params.get('page'));
  return {
    ...(Number.isInteger(league) && league > 0 ? { league } : {}),
    ...(season ? { season } : {}),
    ...(position && (positions as readonly string[]).includes(position) ? { position } : {}),
    limit: BOARD_PAGE_SIZE,
    offset: (page - 1) * BOARD_PAGE_SIZE,
  };
}
