import type { ScoutBoard } from '@hoopdex/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { scoutingKeys } from './query-keys';

/** GET /api/scouting/boards/:id: one board with its ordered players. */
export async function getScoutBoard(id: number): Promise<ScoutBoard> {
  return (await api.get<ScoutBoard>(`/scouting/boards/${id}`, { auth: true })).data;
}

export const scoutBoardQueryOptions = (id: number) =>
  queryOptions({ queryKey: scoutingKeys.board(id), queryFn: () => getScoutBoard(id), staleTime: 0 });

export function useScoutBoard(id: number | undefined) {
  return useQuery({ ...scoutBoardQueryOptions(id ?? 0), enabled: id !== undefined });
}
