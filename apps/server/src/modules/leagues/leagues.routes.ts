import {
  catalogueEntrySchema,
  envelope,
  errorResponseSchema,
  newLeagueSchema,
} from '@hoopdex/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleDeps } from '../../deps';
import { ok } from '../../lib/http';
import { publicRead } from '../../plugins/route-cache';
import { requireRole } from '../auth/index';
import { leaguesChanged } from '../organizations/index';
import { catalogueChanged, catalogueKey } from './catalogue-cache';
import { addLeague, listCatalogue } from './catalogue.service';

/**
 * GET /api/leagues/catalogue (public) and POST /api/admin/leagues (admin): the catalogue of
 * leagues as data (decision 0031).
 */
export const leaguesRoutes =
  (deps: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps.db;
    publicRead(app, deps.cache, '/leagues/catalogue', {
      schema: { tags: ['players'], summary: 'The catalogue of leagues Hoopdex can read' },
      answer: envelope(z.array(catalogueEntrySchema)),
      read: () => ({
        key: catalogueKey,
        ttl: 300,
        // Asked again each time (a 304 while unchanged): an admin may have just added one.
        cacheControl: 'public, max-age=0, must-revalidate',
        load: async () => ok(await listCatalogue(db)),
      }),
    });

    const accounts = deps.accounts;
    if (!accounts) return; // role checks need the accounts (some unit tests build without)
    app.post(
      '/admin/leagues',
      {
        schema: {
          tags: ['players'],
          summary: 'Add a league to the catalogue (admin)',
          description:
            'Creates the catalogue entry and the league (empty until an import). 409 when the ' +
            'catalogue already has the code.',
          security: [{ bearer: [] }],
          body: newLeagueSchema,
          response: {
            201: envelope(catalogueEntrySchema),
            400: errorResponseSchema,
            409: errorResponseSchema,
          },
        },
      },
      async (req, reply) => {
        await requireRole(db, req, accounts, ['admin']);
        const entry = await addLeague(db, req.body);
        // Lists, filters and /players/{slug} know the new league at once, on every instance.
        await Promise.all([catalogueChanged(deps.cache), leaguesChanged(deps.cache)]);
        return reply.code(201).send(ok(entry));
      },
    );
  };
