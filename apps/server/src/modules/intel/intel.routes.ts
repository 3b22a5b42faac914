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
import { keyOf, publicJson } from '../../plugins/route-cache';
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
    app.get(
      '/big-games',
      {
        schema: {
          tags,
          summary: 'Big games, newest first',
          querystring: bigGamesQuerySchema,
          response: { 200: bigGamesAnswer },
        },
      },
      (req, reply) =>
        publicJson(reply, deps.cache, {
          key: keyed('big-games', req.query),
          ttl: TTL,
          schema: bigGamesAnswer,
          load: async () => {
            const { items, total } = await listBigGames(deps, req.query);
            return ok(items, total);
          },
        }),
    );

    app.get(
      '/risers',
      {
        schema: {
          tags,
          summary: "A league's weekly risers, best first",
          querystring: risersQuerySchema,
          response: { 200: risersAnswer },
        },
      },
      (req, reply) =>
        publicJson(reply, deps.cache, {
          key: keyed('risers', req.query),
          ttl: TTL,
          schema: risersAnswer,
          load: async () => {
            const { items, total } = await risers(deps, req.query);
            return ok(items, total);
          },
        }),
    );

    app.get(
      '/players/:slug/comps',
      {
        schema: {
          tags,
          summary: 'Similar players (comps) by season profile',
          params: slugParams,
          querystring: compsQuerySchema,
          response: { 200: compsAnswer },
        },
      },
      (req, reply) =>
        publicJson(reply, deps.cache, {
          key: keyed('comps', { ...req.params, ...req.query }),
          ttl: TTL,
          schema: compsAnswer,
          load: async () => {
            const result = await compsOf(deps, req.params.slug, req.query);
            return ok(result, result.items.length);
          },
        }),
    );
  };
