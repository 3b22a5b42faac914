import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { publicBoardKeys } from '../../public-boards';
import { scoutingKeys } from './query-keys';

/** DELETE /api/scouting/boards/:id; its shared link (if any) stops with it. */
export async function deleteBoard(id: number): Promise<void> {
  await api.delete(`/scouting/boards/${id}`, undefined, { auth: true });
}

export function useDeleteBoard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBoard,
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: scoutingKeys.board(id), exact: true });
      void queryClient.invalidateQueries({ queryKey: publicBoardKeys.all });
      return queryClient.invalidateQueries({ queryKey: scoutingKeys.boards(), exact: true });
    },
  });
}
