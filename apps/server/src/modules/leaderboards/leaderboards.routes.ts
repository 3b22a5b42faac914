import { envelope, leaderboardQuerySchema, leaderboardResultSchema } from '@hoopdex/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../deps';
import { ok } from '../../lib/http';
import { keyOf, publicRead } from '../../plugins/route-cache';
import { boxScoreDerivedKey } from '../stats/index';
import { leaderboard } from './leaderboards.service';

const answer = envelope(leaderboardResultSchema);

/** GET /api/leaderboards: Weekly / Season leaderboard; rowCount = ranked players in total. */
export const leaderboardsRoutes =
  (deps: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    publicRead(app, deps.cache, '/leaderboards', {
      schema: { tags: ['stats'], querystring: leaderboardQuerySchema },
      answer: answer,
      read: (req) => ({
        key: keyOf(boxScoreDerivedKey('leaderboard'), req.query),
        ttl: 60,
        load: async () => {
          const result = await leaderboard(deps, req.query);
          return ok(result, result.total);
        },
      }),
    });
  };
