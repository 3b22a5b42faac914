import {
  envelope,
  playerGearSchema,
  playerSchema,
  playerSortFields,
  playersQuerySchema,
  playerTimelineEventSchema,
} from '@hoopdex/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleDeps } from '../../app';
import { publicCacheHeader } from '../../lib/cache';
import { notFound, ok } from '../../lib/http';
import { filterParam, sortParam } from '../../lib/list-query';
import {
  findPlayer,
  listGear,
  listPlayers,
  listTimeline,
  playerFilterFields,
} from './players.service';

const listQuery = playersQuerySchema.extend({
  sort: sortParam(playerSortFields).optional(),
  filter: filterParam(playerFilterFields).optional(),
});
const slugParams = z.object({ slug: z.string().min(1).max(200) });
const tags = ['players'];

/** Players list, pickers (searchForPlayers) and the player page's header, gear and timeline. */
export const playersRoutes =
  (deps: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const list = async (query: z.infer<typeof listQuery>) => {
      const { rows, total } = await listPlayers(deps, query);
      return ok(rows, total);
    };
    const listSchema = { tags, querystring: listQuery, response: { 200: envelope(z.array(playerSchema)) } };

    app.get('/players', { schema: listSchema }, async (req, reply) => {
      reply.header('cache-control', publicCacheHeader(60));
      return list(req.query);
    });

    // The explorer and compare pickers: the same list, named as the original backend named it.
    app.get('/searchForPlayers', { schema: listSchema }, async (req, reply) => {
      reply.header('cache-control', publicCacheHeader(60));
      return list(req.query);
    });

    const playerOr404 = async (slug: string) => {
      const player = await findPlayer(deps, slug);
      if (!player) throw notFound('Player not found', 'slug');
      return player;
    };

    app.get(
      '/players/:slug',
      { schema: { tags, params: slugParams, response: { 200: envelope(playerSchema) } } },
      async (req, reply) => {
        const player = await playerOr404(req.params.slug);
        // Short: the fan count changes when someone follows.
        reply.header('cache-control', publicCacheHeader(15));
        return ok(player);
      },
    );

    app.get(
      '/players/:slug/gear',
      { schema: { tags, params: slugParams, response: { 200: envelope(z.array(playerGearSchema)) } } },
      async (req, reply) => {
        const player = await playerOr404(req.params.slug);
        reply.header('cache-control', publicCacheHeader(60));
        return ok(await listGear(deps, player.id));
      },
    );

    app.get(
      '/players/:slug/timeline',
      {
        schema: {
          tags,
          params: slugParams,
          response: { 200: envelope(z.array(playerTimelineEventSchema)) },
        },
      },
      async (req, reply) => {
        const player = await playerOr404(req.params.slug);
        reply.header('cache-control', publicCacheHeader(60));
        return ok(await listTimeline(deps, player.id));
      },
    );
  };
