import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import {
  TARGETS_PAGE_SIZE,
  draftPicksQueryOptions,
} from '../../features/draft/api/get-draft-picks';
import { draftYearsQueryOptions } from '../../features/draft/api/get-draft-year';
import { targetsViewFrom } from '../../features/draft/utils/targets-params';
import { searchOf, warmGated } from '../warm-cache';

/** /targets?year=&page=: the draft years, then the page of picks for the year the URL settles on. */
export const targetsLoader =
  (queryClient: QueryClient) =>
  ({ request }: LoaderFunctionArgs) =>
    warmGated(queryClient, async () => {
      const years = await queryClient.ensureQueryData(draftYearsQueryOptions());
      const { page, year, sort } = targetsViewFrom(searchOf(request), years);
      if (year === undefined) return;
      await queryClient.prefetchQuery(
        draftPicksQueryOptions(TARGETS_PAGE_SIZE, (page - 1) * TARGETS_PAGE_SIZE, year, sort),
      );
    });
