import { envelope, spotlightSchema } from '@hoopdex/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../app';
import { publicCacheHeader } from '../../lib/cache';
import { ok } from '../../lib/http';
import { currentSpotlight } from './spotlights.service';

/** GET /api/getCurrentPlayerSpotlight: the running spotlight with its player, or data null. */
export const spotlightsRoutes =
  (deps: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/getCurrentPlayerSpotlight',
      { schema: { tags: ['players'], response: { 200: envelope(spotlightSchema.nullable()) } } },
      async (_req, reply) => {
        reply.header('cache-control', publicCacheHeader(60));
        // Cached for a minute: a spotlight window is days long, the home page asks on every visit.
        const spotlight = await deps.cache.wrap('spotlight:current', 60, () => currentSpotlight(deps));
        return ok(spotlight, spotlight ? 1 : 0);
      },
    );
  };
