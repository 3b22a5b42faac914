import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { publicBoardQueryOptions } from '../../features/public-boards/api/get-public-board';
import { orNotFound, warmOpen } from '../warm-cache';

/** /board/{token}: open to everyone, so the board is asked for at once (fire and forget: the
 *  page's own query shows the skeleton, the not-found page or the error with retry; on the server
 *  a wrong or revoked link is a 404 with the not-found page, decision 0037). */
export const publicBoardLoader =
  (queryClient: QueryClient) =>
  ({ params }: LoaderFunctionArgs) =>
    warmOpen(() => orNotFound(queryClient.fetchQuery(publicBoardQueryOptions(params.token ?? ''))));
