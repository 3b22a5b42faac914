import { envelope, leagueSchema } from '@hoopdex/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleDeps } from '../../app';
import { publicCacheHeader } from '../../lib/cache';
import { ok } from '../../lib/http';
import { listOrganizations } from './organizations.service';

/** GET /api/organizations: the leagues of the filter panel, in display order. */
export const organizationsRoutes =
  (deps: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/organizations',
      { schema: { tags: ['players'], response: { 200: envelope(z.array(leagueSchema)) } } },
      async (_req, reply) => {
        reply.header('cache-control', publicCacheHeader(300));
        return ok(await listOrganizations(deps));
      },
    );
  };
