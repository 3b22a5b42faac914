import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { isCreatorTab } from '../../config/paths';
import {
  contentPagesQueryOptions,
  creatorArticlesParams,
} from '../../features/content/api/get-content-list';
import {
  creatorPlayersQueryOptions,
  creatorQueryOptions,
} from '../../features/creators/api/get-creator';
import { orNotFound, warmGated } from '../warm-cache';

/** /creator/{slug}/{tab?}: the creator, then the open tab's list (it is asked by the creator's id). */
export const creatorLoader =
  (queryClient: QueryClient) =>
  ({ params }: LoaderFunctionArgs) =>
    warmGated(queryClient, async () => {
      const creator = await orNotFound(
        queryClient.ensureQueryData(creatorQueryOptions(params.slug ?? '')),
      );
      // Same rule as the page: an unknown or missing tab shows articles.
      const tab = isCreatorTab(params.activeTab) ? params.activeTab : 'articles';
      if (tab === 'articles') {
        await queryClient.prefetchInfiniteQuery(
          contentPagesQueryOptions(creatorArticlesParams(creator.id)),
        );
      } else if (tab === 'players') {
        await queryClient.prefetchQuery(creatorPlayersQueryOptions(creator.id));
      }
    });
