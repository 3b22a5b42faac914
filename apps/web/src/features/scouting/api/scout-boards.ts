import type { ScoutBoard } from '@hoopdex/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { env } from '../../../config/env';
import { api, getIdToken } from '../../../lib/api-client';
import { scoutingKeys } from './query-keys';

export function useScoutBoards() {
  return useQuery({
    queryKey: scoutingKeys.boards(),
    queryFn: async () =>
      (await api.get<ScoutBoard[]>('/scouting/boards', { auth: true })).data ?? [],
    staleTime: 0,
  });
}

export function useScoutBoard(id: number | undefined) {
  return useQuery({
    queryKey: scoutingKeys.board(id ?? 0),
    queryFn: async () => (await api.get<ScoutBoard>(`/scouting/boards/${id}`, { auth: true })).data,
    enabled: id !== undefined,
    staleTime: 0,
  });
}

export function useCreateBoard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) =>
      (await api.post<ScoutBoard>('/scouting/boards', { name }, { auth: true })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scoutingKeys.boards() }),
  });
}

export function useDeleteBoard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      api.delete(`/scouting/boards/${id}`, undefined, { auth: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scoutingKeys.boards() }),
  });
}

/** Reordering, adding and removing all send the whole ordered list (PUT is idempotent). */
export function useSetBoardItems(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (slugs: string[]) =>
      (await api.put<ScoutBoard>(`/scouting/boards/${id}/items`, { slugs }, { auth: true })).data,
    onSuccess: (board) => {
      queryClient.setQueryData(scoutingKeys.board(id), board);
      void queryClient.invalidateQueries({ queryKey: scoutingKeys.boards(), exact: true });
    },
  });
}

/** The CSV needs the bearer token, so it is fetched and handed to the browser as a download. */
export async function downloadBoardCsv(board: Pick<ScoutBoard, 'id' | 'name'>) {
  const response = await fetch(`${env.apiBaseUrl}/scouting/boards/${board.id}/export.csv`, {
    headers: { Authorization: `Bearer ${await getIdToken()}` },
  });
  if (!response.ok) throw new Error(`export ${response.status}`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `${board.name.replace(/[^\w-]+/g, '-').toLowerCase() || 'board'}.csv`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Makes the board public under a new link (again: a new link, the old one stops), or private. */
export function useBoardLink(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: 'share' | 'revoke') =>
      action === 'share'
        ? (await api.post<ScoutBoard>(`/scouting/boards/${id}/share`, undefined, { auth: true }))
            .data
        : (await api.delete<ScoutBoard>(`/scouting/boards/${id}/share`, undefined, { auth: true }))
            .data,
    onSuccess: (board) => {
      queryClient.setQueryData(scoutingKeys.board(id), board);
      void queryClient.invalidateQueries({ queryKey: scoutingKeys.boards(), exact: true });
    },
  });
}
