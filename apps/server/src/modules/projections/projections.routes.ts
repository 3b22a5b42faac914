import {
  accuracyQuerySchema,
  accuracySchema,
  envelope,
  projectionQuerySchema,
  projectionSchema,
} from '@hoopdex/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleDeps } from '../../deps';
import { notFound, ok } from '../../lib/http';
import { keyOf, publicRead } from '../../plugins/route-cache';
import { utcToday } from '../stats/index';
import { accuracyOf } from './backtest.service';
import { accuracyKey, projectionKey } from './projections-cache';
import { playerProjection } from './projections.service';

const tags = ['projections'];
const slugParams = z.object({ slug: z.string().min(1).max(200) });
/** Derived from the box scores (dropped by an import) and from the stored backtests. */
const TTL = 60;

/** Projections (decision 0026): a player's next game and rest of season; the track record. */
export const projectionsRoutes =
  (deps: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    publicRead(app, deps.cache, '/players/:slug/projection', {
      schema: {
        tags,
        summary: "A player's projected next game and rest-of-season averages with 80 % ranges",
        description:
          'From games before `as_of` only (default: today, UTC). Each stat: mean, p10 and p90. ' +
          '`basis` says where the prior came from when the season has no game of hers yet.',
        params: slugParams,
        querystring: projectionQuerySchema,
      },
      answer: envelope(projectionSchema),
      read: (req) => {
        const asOf = req.query.as_of ?? utcToday();
        return {
          key: keyOf(projectionKey(), { slug: req.params.slug, as_of: asOf }),
          ttl: TTL,
          load: async () => {
            const projection = await playerProjection(deps, req.params.slug, asOf);
            return projection && ok(projection);
          },
          missing: () => notFound('Player not found', 'slug'),
        };
      },
    });

    publicRead(app, deps.cache, '/projections/accuracy', {
      schema: {
        tags,
        summary:
          'The projections\u2019 walk-forward backtest of a league season, against two baselines',
        querystring: accuracyQuerySchema,
      },
      answer: envelope(accuracySchema),
      read: (req) => ({
        key: keyOf(accuracyKey(), req.query),
        ttl: TTL,
        load: async () => {
          const accuracy = await accuracyOf(deps, req.query);
          return accuracy && ok(accuracy, accuracy.rows.length);
        },
        missing: () => notFound('No backtest for this league and season yet', 'season'),
      }),
    });
  };
