import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { publicBoardQueryOptions } from '../../features/public-boards/api/get-public-board';

/** /board/{token}: open to everyone, so the board is asked for at once (fire and forget: the
 *  page's own query shows the skeleton, the not-found page or the error with retry). */
export const publicBoardLoader =
  (queryClient: QueryClient) =>
  ({ params }: LoaderFunctionArgs) => {
    void queryClient.prefetchQuery(publicBoardQueryOptions(params.token ?? ''));
    return null;
  };
