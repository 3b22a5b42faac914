import {
  catalogueEntrySchema,
  editedLeagueSchema,
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
import { boxScoresChanged } from '../stats/index';
import { addLeague, deleteLeague, editLeague, listCatalogue } from './catalogue.service';

/**
 * GET /api/leagues/catalogue (public), POST /api/admin/leagues, PUT and DELETE
 * /api/admin/leagues/{slug} (admin): the catalogue of leagues as data (decision 0031).
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

    app.put(
      '/admin/leagues/:slug',
      {
        schema: {
          tags: ['players'],
          summary: 'Correct a catalogue league (admin)',
          description:
            "Every field but the code: name, level, periods, season names, the leaders' rule " +
            'and its source. 404 when the catalogue has no such code.',
          security: [{ bearer: [] }],
          params: z.object({ slug: z.string().min(1).max(40) }),
          body: editedLeagueSchema,
          response: {
            200: envelope(catalogueEntrySchema),
            400: errorResponseSchema,
            404: errorResponseSchema,
          },
        },
      },
      async (req) => {
        await requireRole(db, req, accounts, ['admin']);
        const entry = await editLeague(db, req.params.slug, req.body);
        // The name shows in every list; the rule decides who leads (the stats' cached reads).
        await Promise.all([
          catalogueChanged(deps.cache),
          leaguesChanged(deps.cache),
          boxScoresChanged(deps.cache),
        ]);
        return ok(entry);
      },
    );

    app.delete(
      '/admin/leagues/:slug',
      {
        schema: {
          tags: ['players'],
          summary: 'Delete a catalogue league an admin added (admin)',
          description:
            'Only an added league with no seasons, teams, players or games: 409 (with the reason) ' +
            'for the leagues Hoopdex ships with and for a league that holds data; 404 for an ' +
            'unknown code.',
          security: [{ bearer: [] }],
          params: z.object({ slug: z.string().min(1).max(40) }),
          response: {
            200: envelope(z.object({ slug: z.string() })),
            404: errorResponseSchema,
            409: errorResponseSchema,
          },
        },
      },
      async (req) => {
        await requireRole(db, req, accounts, ['admin']);
        const gone = await deleteLeague(db, req.params.slug);
        await Promise.all([catalogueChanged(deps.cache), leaguesChanged(deps.cache)]);
        return ok(gone);
      },
    );
  };
