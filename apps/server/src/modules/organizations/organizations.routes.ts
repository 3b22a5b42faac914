import { envelope, leagueSchema } from '@hoopdex/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleDeps } from '../../deps';
import { ok } from '../../lib/http';
import { publicRead } from '../../plugins/route-cache';
import { listOrganizations } from './organizations.service';
import { organizationKeys } from './organizations-cache';

const answer = envelope(z.array(leagueSchema));

/** GET /api/organizations: the leagues of the filter panel, in display order. */
export const organizationsRoutes =
  (deps: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    publicRead(app, deps.cache, '/organizations', {
      schema: { tags: ['players'] },
      answer: answer,
      read: (_req) => ({
        key: organizationKeys.list,
        ttl: 300,
        // Browsers ask again each time (a 304 while it is the same): an import may add a league,
        // and a page must not say "League not found" for minutes after it did.
        cacheControl: 'public, max-age=0, must-revalidate',
        load: async () => ok(await listOrganizations(deps)),
      }),
    });
  };
