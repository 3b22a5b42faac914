import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { gameFilmQueryOptions } from '../../features/film/api/get-game-film';
import { gameQueryOptions } from '../../features/game/api/get-game';
import { gamePlaysQueryOptions } from '../../features/game/api/get-game-plays';
import { orNotFound, pageNotFound, warmGated } from '../warm-cache';
import { gameIdOf } from './game-id';

/** /game/{gameId}: the game, its plays and its film's state, side by side. */
export const gameLoader =
  (queryClient: QueryClient) =>
  ({ params }: LoaderFunctionArgs) =>
    warmGated(queryClient, async () => {
      const gameId = gameIdOf(params.gameId);
      if (gameId === null) throw pageNotFound();
      await Promise.all([
        orNotFound(queryClient.fetchQuery(gameQueryOptions(gameId))),
        queryClient.prefetchQuery(gamePlaysQueryOptions(gameId)),
        queryClient.prefetchQuery(gameFilmQueryOptions(gameId)),
      ]);
    });
