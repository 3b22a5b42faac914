import { draftPickSchema, draftPicksQuery, draftYearSchema, envelope } from '@hoopdex/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleDeps } from '../../app';
import { ok } from '../../lib/http';
import { keyOf, publicRead } from '../../lib/route-cache';
import { listDraftPicks, listDraftYears } from './draft.service';

// Draft lists change a few times a year: cache for five minutes.
const TTL = 300;
const tags = ['draft'];

/** 'NIL Targets': getDraftPicks (draft order) and getDraftYear (latest first). */
export const draftRoutes =
  ({ db: { db }, cache }: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/getDraftPicks',
      {
        schema: {
          tags,
          querystring: draftPicksQuery,
          response: { 200: envelope(z.array(draftPickSchema)) },
        },
      },
      async (req, reply) => {
        const { token: _t, ...input } = req.query;
        const page = await publicRead(cache, reply, keyOf('draft:picks', input), TTL, () =>
          listDraftPicks(db, input),
        );
        return ok(page.items, page.total);
      },
    );

    app.get(
      '/getDraftYear',
      { schema: { tags, response: { 200: envelope(z.array(draftYearSchema)) } } },
      async (_req, reply) =>
        ok(await publicRead(cache, reply, 'draft:years', TTL, () => listDraftYears(db))),
    );
  };
