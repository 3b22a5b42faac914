import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { searchOf, warmGated } from '../warm-cache';

/** /projections/accuracy?league=&season=: the backtest the URL asks for (code loaded on demand). */
export const projectionsAccuracyLoader =
  (queryClient: QueryClient) =>
  ({ request }: LoaderFunctionArgs) =>
    warmGated(queryClient, async () => {
      const [{ projectionAccuracyQueryOptions }, { accuracyQueryFrom }] = await Promise.all([
        import('../../features/projections/api/get-projection-accuracy'),
        import('../../features/projections/utils/accuracy-params'),
      ]);
      await queryClient.prefetchQuery(
        projectionAccuracyQueryOptions(accuracyQueryFrom(searchOf(request))),
      );
    });
