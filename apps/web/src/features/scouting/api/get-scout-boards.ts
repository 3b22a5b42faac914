import type { ScoutBoard } from '@hoopdex/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { scoutingKeys } from './query-keys';

/** GET /api/scouting/boards: the scout's boards (private to them). */
export async function getScoutBoards(): Promise<ScoutBoard[]> {
  return (await api.get<ScoutBoard[]>('/scouting/boards', { auth: true })).data ?? [];
}

export const scoutBoardsQueryOptions = () =>
  queryOptions({ queryKey: scoutingKeys.boards(), queryFn: getScoutBoards, staleTime: 0 });

export function useScoutBoards() {
  return useQuery(scoutBoardsQueryOptions());
}
