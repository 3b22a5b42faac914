import { envelope, leaderboardQuerySchema, leaderboardResultSchema } from '@hoopdex/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../app';
import { publicCacheHeader } from '../../lib/cache';
import { ok } from '../../lib/http';
import { leaderboard } from './leaderboards.service';

/** GET /api/leaderboards: Weekly / Season leaderboard; rowCount = ranked players in total. */
export const leaderboardsRoutes =
  (deps: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/leaderboards',
      {
        schema: {
          tags: ['stats'],
          querystring: leaderboardQuerySchema,
          response: { 200: envelope(leaderboardResultSchema) },
        },
      },
      async (req, reply) => {
        const result = await leaderboard(deps, req.query);
        reply.header('cache-control', publicCacheHeader(60));
        return ok(result, result.total);
      },
    );
  };
