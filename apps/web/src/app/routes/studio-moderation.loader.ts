import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { pageFromSearch } from '../../components/ui/page-param';
import { queueStateFrom, reportQueueQueryOptions } from '../../features/moderation/api/moderation-api';
import { searchOf, warmGated } from '../warm-cache';

/** /studio/moderation?state=&page=: the reports queue, for admins only. */
export const studioModerationLoader =
  (queryClient: QueryClient) =>
  ({ request }: LoaderFunctionArgs) =>
    warmGated(queryClient, async ({ user }) => {
      if (user?.role !== 'admin') return;
      const search = searchOf(request);
      await queryClient.prefetchQuery(reportQueueQueryOptions(queueStateFrom(search), pageFromSearch(search)));
    });
