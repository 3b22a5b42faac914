import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { searchOf, warmGated } from '../warm-cache';

/** /value/board?league=&season=&position=&page=: the page the URL asks for (code on demand). */
export const valueBoardLoader =
  (queryClient: QueryClient) =>
  ({ request }: LoaderFunctionArgs) =>
    warmGated(queryClient, async () => {
      const [{ valueBoardQueryOptions }, { boardQueryFrom }] = await Promise.all([
        import('../../features/value/api/get-value-board'),
        import('../../features/value/utils/board-params'),
      ]);
      await queryClient.prefetchQuery(valueBoardQueryOptions(boardQueryFrom(searchOf(request))));
    });
