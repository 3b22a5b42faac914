import { envelope, publicBoardParamsSchema, publicBoardSchema } from '@hoopdex/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../deps';
import { notFound, ok } from '../../lib/http';
import { publicRead } from '../../plugins/route-cache';
import { cachedPublicBoard, PUBLIC_BOARD_TTL_SECONDS } from './public-boards.service';
import { publicBoardKeys } from './public-boards-cache';

const answer = envelope(publicBoardSchema);

/** GET /api/boards/:token: a scout's shared board, read-only and open to signed-out visitors. */
export const publicBoardsRoutes =
  (deps: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    publicRead(app, deps.cache, '/boards/:token', {
      schema: { tags: ['scouting'], params: publicBoardParamsSchema },
      answer: answer,
      read: (req) => ({
        key: publicBoardKeys.api(req.params.token),
        ttl: PUBLIC_BOARD_TTL_SECONDS,
        load: async () => {
          const board = await cachedPublicBoard(deps, req.params.token);
          return board && ok(board);
        },
        missing: () => notFound('Board not found', 'token'),
        // Browsers and CDNs ask again each time (304 while unchanged): a revoked link must
        // stop working at once, not when a shared cache lets go of it.
        cacheControl: 'public, no-cache',
      }),
    });
  };
