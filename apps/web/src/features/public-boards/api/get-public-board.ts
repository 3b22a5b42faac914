import type { PublicBoard } from '@hoopdex/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { publicBoardKeys } from './query-keys';

export const publicBoardQueryOptions = (token: string) =>
  queryOptions({
    queryKey: publicBoardKeys.detail(token),
    queryFn: async () => (await api.get<PublicBoard>(`/boards/${encodeURIComponent(token)}`)).data,
  });

export function usePublicBoard(token: string) {
  return useQuery(publicBoardQueryOptions(token));
}
