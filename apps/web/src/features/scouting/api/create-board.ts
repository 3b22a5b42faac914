import type { ScoutBoard } from '@hoopdex/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { scoutingKeys } from './query-keys';

/** POST /api/scouting/boards: a new, empty, private board. */
export async function createBoard(name: string): Promise<ScoutBoard> {
  return (await api.post<ScoutBoard>('/scouting/boards', { name }, { auth: true })).data;
}

export function useCreateBoard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBoard,
    onSuccess: (board) => {
      queryClient.setQueryData(scoutingKeys.board(board.id), board);
      return queryClient.invalidateQueries({ queryKey: scoutingKeys.boards(), exact: true });
    },
  });
}
