import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { playersQueryOptions } from '../../features/players/api/get-players';
import { playerListParamsFrom } from '../../features/players/utils/player-list-params';
import { leaguesQueryOptions } from '../../features/rankings/api/get-leagues';
import { searchOf, warmGated } from '../warm-cache';

/** /players/{league?}: the league tabs and the page of players the URL asks for. */
export const playersLoader =
  (queryClient: QueryClient) =>
  ({ params, request }: LoaderFunctionArgs) =>
    warmGated(queryClient, () =>
      Promise.all([
        queryClient.prefetchQuery(leaguesQueryOptions()),
        queryClient.prefetchQuery(playersQueryOptions(playerListParamsFrom(params.league, searchOf(request)))),
      ]),
    );
