import { envelope, spotlightSchema } from '@hoopdex/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../deps';
import { ok } from '../../lib/http';
import { publicRead } from '../../plugins/route-cache';
import { currentSpotlight } from './spotlights.service';
import { spotlightKeys } from './spotlights-cache';

const answer = envelope(spotlightSchema.nullable());

/** GET /api/getCurrentPlayerSpotlight: the running spotlight with its player, or data null. */
export const spotlightsRoutes =
  (deps: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    publicRead(app, deps.cache, '/getCurrentPlayerSpotlight', {
      schema: { tags: ['players'] },
      answer: answer,
      read: (_req) => ({
        key: spotlightKeys.current,
        ttl: 60,
        load: async () => {
          const spotlight = await currentSpotlight(deps);
          return ok(spotlight, spotlight ? 1 : 0);
        },
      }),
    });
  };
