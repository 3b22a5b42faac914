import { envelope, leaderboardQuerySchema, leaderboardResultSchema } from '@hoopdex/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../deps';
import { badRequest, ok } from '../../lib/http';
import { keyOf, publicRead } from '../../plugins/route-cache';
import { projectedBoardKey } from '../projections/index';
import { boxScoreDerivedKey, leagueDerivedKey, utcToday } from '../stats/index';
import { leaderboard } from './leaderboards.service';
import { projectedLeaderboard, projectedSort } from './projected-board';

const answer = envelope(leaderboardResultSchema);

/**
 * GET /api/leaderboards: Weekly / Season leaderboard; rowCount = ranked players in total.
 * `view=projected` ranks by the projections (issue 32), cached under the projections' board key:
 * an import or a finished backtest drops it.
 */
export const leaderboardsRoutes =
  (deps: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    publicRead(app, deps.cache, '/leaderboards', {
      schema: { tags: ['stats'], querystring: leaderboardQuerySchema },
      answer: answer,
      read: (req) => {
        const q = req.query;
        if (q.view === 'projected') {
          projectedSort(q); // a 400 before any cache entry is made
          const asOf = q.as_of ?? utcToday();
          return {
            key: keyOf(projectedBoardKey(), { ...q, as_of: asOf }),
            ttl: 60,
            load: async () => {
              const result = await projectedLeaderboard(deps, { ...q, as_of: asOf });
              return ok(result, result.total);
            },
          };
        }
        if (q.as_of !== undefined)
          throw badRequest('as_of dates the projected view only (view=projected)', 'as_of');
        return {
          // One league's board is that league's box scores only: an import elsewhere keeps it.
          key: keyOf(
            q.organization_id === undefined
              ? boxScoreDerivedKey('leaderboard')
              : leagueDerivedKey(q.organization_id, 'leaderboard'),
            q,
          ),
          ttl: 60,
          load: async () => {
            const result = await leaderboard(deps, q);
            return ok(result, result.total);
          },
        };
      },
    });
  };
