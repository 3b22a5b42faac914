import { envelope, spotlightSchema } from '@hoopdex/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../deps';
import { ok } from '../../lib/http';
import { publicJson } from '../../plugins/route-cache';
import { currentSpotlight } from './spotlights.service';
import { spotlightKeys } from './spotlights-cache';

const answer = envelope(spotlightSchema.nullable());

/** GET /api/getCurrentPlayerSpotlight: the running spotlight with its player, or data null. */
export const spotlightsRoutes =
  (deps: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/getCurrentPlayerSpotlight',
      { schema: { tags: ['players'], response: { 200: answer } } },
      (_req, reply) =>
        // Cached for a minute: a spotlight window is days long, the home page asks on every visit.
        publicJson(reply, deps.cache, {
          key: spotlightKeys.current,
          ttl: 60,
          schema: answer,
          load: async () => {
            const spotlight = await currentSpotlight(deps);
            return ok(spotlight, spotlight ? 1 : 0);
          },
        }),
    );
  };
