import { envelope, leaderboardQuerySchema, leaderboardResultSchema } from '@hoopdex/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../deps';
import { ok } from '../../lib/http';
import { keyOf, publicJson } from '../../plugins/route-cache';
import { boxScoreDerivedKey } from '../stats/index';
import { leaderboard } from './leaderboards.service';

const answer = envelope(leaderboardResultSchema);

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
          response: { 200: answer },
        },
      },
      (req, reply) =>
        // Under the stats prefix, so boxScoresChanged (after an import) drops these pages too.
        publicJson(reply, deps.cache, {
          key: keyOf(boxScoreDerivedKey('leaderboard'), req.query),
          ttl: 60,
          schema: answer,
          load: async () => {
            const result = await leaderboard(deps, req.query);
            return ok(result, result.total);
          },
        }),
    );
  };
