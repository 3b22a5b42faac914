import {
  bigGameSchema,
  bigGamesQuerySchema,
  compsQuerySchema,
  compsResultSchema,
  envelope,
  riserSchema,
  risersQuerySchema,
} from '@hoopdex/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleDeps } from '../../deps';
import { ok } from '../../lib/http';
import { keyOf, publicRead } from '../../plugins/route-cache';
import { boxScoreDerivedKey } from '../stats/index';
import { listBigGames } from './big-games.service';
import { compsOf } from './comps.service';
import { risers } from './risers.service';

const tags = ['intel'];
const bigGamesAnswer = envelope(z.array(bigGameSchema));
const risersAnswer = envelope(z.array(riserSchema));
const compsAnswer = envelope(compsResultSchema);
const slugParams = z.object({ slug: z.string().min(1).max(200) });
/**
 * Derived from the box scores, which change only by import: answers are kept a minute, under the
 * stats prefix so the import's boxScoresChanged drops them with every other stats answer.
 */
const TTL = 60;
const keyed = (name: string, parts: object) => keyOf(boxScoreDerivedKey('intel', name), parts);

/** Prospect intelligence (decision 0008): big games, weekly risers, similar players. */
export const intelRoutes =
  (deps: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    publicRead(app, deps.cache, '/big-games', {
      schema: { tags, summary: 'Big games, newest first', querystring: bigGamesQuerySchema },
      answer: bigGamesAnswer,
      read: (req) => ({
        key: keyed('big-games', req.query),
        ttl: TTL,
        load: async () => {
          const { items, total } = await listBigGames(deps, req.query);
          return ok(items, total);
        },
      }),
    });

    publicRead(app, deps.cache, '/risers', {
      schema: {
        tags,
        summary: "A league's weekly risers, best first",
        querystring: risersQuerySchema,
      },
      answer: risersAnswer,
      read: (req) => ({
        key: keyed('risers', req.query),
        ttl: TTL,
        load: async () => {
          const { items, total } = await risers(deps, req.query);
          return ok(items, total);
        },
      }),
    });

    publicRead(app, deps.cache, '/players/:slug/comps', {
      schema: {
        tags,
        summary: 'Similar players (comps) by season profile',
        params: slugParams,
        querystring: compsQuerySchema,
      },
      answer: compsAnswer,
      read: (req) => ({
        key: keyed('comps', { ...req.params, ...req.query }),
        ttl: TTL,
        load: async () => {
          const result = await compsOf(deps, req.params.slug, req.query);
          return ok(result, result.items.length);
        },
      }),
    });
  };
