import {
  envelope,
  playerGearSchema,
  playerListItemSchema,
  playerSchema,
  playerSortFields,
  playersQuerySchema,
  playerTimelineEventSchema,
} from '@hoopdex/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleDeps } from '../../deps';
import { notFound, ok } from '../../lib/http';
import { filterParam, sortParam } from '../../lib/list-query';
import { publicRead } from '../../plugins/route-cache';
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
const playerList = envelope(z.array(playerListItemSchema));
const playerOne = envelope(playerSchema);
const gearList = envelope(z.array(playerGearSchema));
const timeline = envelope(z.array(playerTimelineEventSchema));

/** Players list, pickers (searchForPlayers) and the player page's header, gear and timeline. */
export const playersRoutes =
  (deps: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { cache } = deps;
    // Public and hot (home page trending). fan_count here refreshes with the minute's TTL.
    // /searchForPlayers is the explorer and compare pickers' name for the same list (as the
    // original backend named it).
    for (const url of ['/players', '/searchForPlayers'])
      publicRead(app, cache, url, {
        schema: { tags, querystring: listQuery },
        answer: playerList,
        read: (req) => ({
          key: playerKeys.list(req.query),
          ttl: 60,
          load: async () => {
            const { rows, total } = await listPlayers(deps, req.query);
            return ok(rows, total);
          },
        }),
      });

    const playerOr404 = async (slug: string) => {
      const player = await findPlayer(deps, slug);
      if (!player) throw notFound('Player not found', 'slug');
      return player;
    };

    publicRead(app, cache, '/players/:slug', {
      schema: { tags, params: slugParams },
      answer: playerOne,
      read: (req) => ({
        // Short, and a follow drops this key (playerFanCountChanged): the fan count moves with follows.
        key: playerKeys.one(req.params.slug),
        ttl: 15,
        load: async () => ok(await playerOr404(req.params.slug)),
      }),
    });

    publicRead(app, cache, '/players/:slug/gear', {
      schema: { tags, params: slugParams },
      answer: gearList,
      read: (req) => ({
        key: playerKeys.gear(req.params.slug),
        ttl: 60,
        load: async () => ok(await listGear(deps, (await playerOr404(req.params.slug)).id)),
      }),
    });

    publicRead(app, cache, '/players/:slug/timeline', {
      schema: { tags, params: slugParams },
      answer: timeline,
      read: (req) => ({
        key: playerKeys.timeline(req.params.slug),
        ttl: 60,
        load: async () => ok(await listTimeline(deps, (await playerOr404(req.params.slug)).id)),
      }),
    });
  };
