import {
  envelope,
  playerGearSchema,
  playerSchema,
  playerSortFields,
  playersQuerySchema,
  playerTimelineEventSchema,
} from '@hoopdex/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleDeps } from '../../deps';
import { notFound, ok } from '../../lib/http';
import { filterParam, sortParam } from '../../lib/list-query';
import { publicJson } from '../../plugins/route-cache';
import {
  findPlayer,
  listGear,
  listPlayers,
  listTimeline,
  playerFilterFields,
} from './players.service';
import { playerKeys } from './players-cache';

const listQuery = playersQuerySchema.extend({
  sort: sortParam(playerSortFields).optional(),
  filter: filterParam(playerFilterFields).optional(),
});
const slugParams = z.object({ slug: z.string().min(1).max(200) });
const tags = ['players'];
const playerList = envelope(z.array(playerSchema));
const playerOne = envelope(playerSchema);
const gearList = envelope(z.array(playerGearSchema));
const timeline = envelope(z.array(playerTimelineEventSchema));

/** Players list, pickers (searchForPlayers) and the player page's header, gear and timeline. */
export const playersRoutes =
  (deps: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { cache } = deps;
    const listSchema = { tags, querystring: listQuery, response: { 200: playerList } };
    const list = (reply: FastifyReply, query: z.output<typeof listQuery>) =>
      // Public and hot (home page trending). fan_count here refreshes with the minute's TTL.
      publicJson(reply, cache, {
        key: playerKeys.list(query),
        ttl: 60,
        schema: playerList,
        load: async () => {
          const { rows, total } = await listPlayers(deps, query);
          return ok(rows, total);
        },
      });

    app.get('/players', { schema: listSchema }, (req, reply) => list(reply, req.query));

    // The explorer and compare pickers: the same list, named as the original backend named it.
    app.get('/searchForPlayers', { schema: listSchema }, (req, reply) => list(reply, req.query));

    const playerOr404 = async (slug: string) => {
      const player = await findPlayer(deps, slug);
      if (!player) throw notFound('Player not found', 'slug');
      return player;
    };

    app.get(
      '/players/:slug',
      { schema: { tags, params: slugParams, response: { 200: playerOne } } },
      (req, reply) =>
        publicJson(reply, cache, {
          // Short, and a follow drops this key (playerFanCountChanged): the fan count moves with follows.
          key: playerKeys.one(req.params.slug),
          ttl: 15,
          schema: playerOne,
          load: async () => ok(await playerOr404(req.params.slug)),
        }),
    );

    app.get(
      '/players/:slug/gear',
      { schema: { tags, params: slugParams, response: { 200: gearList } } },
      (req, reply) =>
        publicJson(reply, cache, {
          key: playerKeys.gear(req.params.slug),
          ttl: 60,
          schema: gearList,
          load: async () => ok(await listGear(deps, (await playerOr404(req.params.slug)).id)),
        }),
    );

    app.get(
      '/players/:slug/timeline',
      { schema: { tags, params: slugParams, response: { 200: timeline } } },
      (req, reply) =>
        publicJson(reply, cache, {
          key: playerKeys.timeline(req.params.slug),
          ttl: 60,
          schema: timeline,
          load: async () => ok(await listTimeline(deps, (await playerOr404(req.params.slug)).id)),
        }),
    );
  };
