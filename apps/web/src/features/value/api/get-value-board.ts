import type { ValueBoard } from '@hoopdex/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { valueKeys } from './query-keys';

/** What the board page asks for: read from the URL by boardQueryFrom (utils/board-params). */
export interface ValueBoardRequest {
  league?: number;
  season?: string;
  position?: string;
  limit: number;
  offset: number;
}

export async function getValueBoard(q: ValueBoardRequest) {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) if (v !== undefined) params.set(k, String(v));
  const { data, rowCount } = await api.get<ValueBoard>(`/value/board?${params}`);
  return { board: data, total: rowCount };
}

export const valueBoardQueryOptions = (q: ValueBoardRequest) =>
  queryOptions({ queryKey: valueKeys.board(q), queryFn: () => getValueBoard(q) });

export function useValueBoard(q: ValueBoardRequest) {
  // The previous page stays on screen (marked busy) while the next one loads.
  return useQuery({ ...valueBoardQueryOptions(q), placeholderData: keepPreviousData });
}
