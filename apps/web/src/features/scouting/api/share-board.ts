import type { ScoutBoard } from '@hoopdex/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { publicBoardKeys } from '../../public-boards';
import { scoutingKeys } from './query-keys';

/** POST share makes the board public under a new link (the old one stops); DELETE makes it private. */
export async function setBoardLink(id: number, action: 'share' | 'revoke'): Promise<ScoutBoard> {
  const path = `/scouting/boards/${id}/share`;
  const { data } =
    action === 'share'
      ? await api.post<ScoutBoard>(path, undefined, { auth: true })
      : await api.delete<ScoutBoard>(path, undefined, { auth: true });
  return data;
}

export function useBoardLink(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: 'share' | 'revoke') => setBoardLink(id, action),
    onSuccess: (board) => {
      queryClient.setQueryData(scoutingKeys.board(id), board);
      // The old token's page is gone: a cached copy must not outlive it.
      void queryClient.invalidateQueries({ queryKey: publicBoardKeys.all });
      void queryClient.invalidateQueries({ queryKey: scoutingKeys.boards(), exact: true });
    },
  });
}
