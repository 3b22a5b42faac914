import type { ScoutBoard } from '@hoopdex/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { publicBoardKeys } from '../../public-boards';
import { scoutingKeys } from './query-keys';

/** PUT /api/scouting/boards/:id/items: reorder, add and remove all send the whole ordered list. */
export async function setBoardItems(id: number, slugs: string[]): Promise<ScoutBoard> {
  return (await api.put<ScoutBoard>(`/scouting/boards/${id}/items`, { slugs }, { auth: true })).data;
}

/** The board, the list's counts and the board's shared page (if shared) all change. */
export function useSetBoardItems(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (slugs: string[]) => setBoardItems(id, slugs),
    onSuccess: (board) => {
      queryClient.setQueryData(scoutingKeys.board(id), board);
      void queryClient.invalidateQueries({ queryKey: publicBoardKeys.all });
      void queryClient.invalidateQueries({ queryKey: scoutingKeys.boards(), exact: true });
    },
  });
}
