import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { warmGated } from '../warm-cache';
import { warmExplorer } from './explorer.loader';

/**
 * /explorer-for-scouts/{playerSlug?}?…: for a scout, the database's table page and the selected
 * player, as /explorer's loader. The scout's own lists (saved filters, boards, the note) are not
 * warmed: their queries are always stale (staleTime 0, they change from other pages), so the
 * browser would ask for them again on mount anyway; they are pending on both sides.
 */
export const explorerForScoutsLoader =
  (queryClient: QueryClient) =>
  ({ params, request }: LoaderFunctionArgs) =>
    warmGated(queryClient, async ({ user }) => {
      // Same rule as the page: only scouts see the database here (the rest, a notice).
      if (!user?.scoutAccess) return;
      await warmExplorer(queryClient, params.playerSlug, request);
    });
