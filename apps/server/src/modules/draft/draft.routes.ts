import { draftPickSchema, draftPicksQuery, draftYearSchema, envelope } from '@hoopdex/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleDeps } from '../../deps';
import { ok } from '../../lib/http';
import { publicRead } from '../../plugins/route-cache';
import { listDraftPicks, listDraftYears } from './draft.service';
import { draftKeys } from './draft-cache';

// Draft lists change a few times a year: cache for five minutes.
const TTL = 300;
const pickList = envelope(z.array(draftPickSchema));
const yearList = envelope(z.array(draftYearSchema));
const tags = ['draft'];

/** 'NIL Targets': getDraftPicks (draft order) and getDraftYear (latest first). */
export const draftRoutes =
  ({ db: { db }, cache }: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    publicRead(app, cache, '/getDraftPicks', {
      schema: { tags, querystring: draftPicksQuery },
      answer: pickList,
      read: (req) => {
        const { token: _t, ...input } = req.query;
        return {
          key: draftKeys.picks(input),
          ttl: TTL,
          load: async () => {
            const page = await listDraftPicks(db, input);
            return ok(page.items, page.total);
          },
        };
      },
    });

    publicRead(app, cache, '/getDraftYear', {
      schema: { tags },
      answer: yearList,
      read: (_req) => ({
        key: draftKeys.years,
        ttl: TTL,
        load: async () => ok(await listDraftYears(db)),
      }),
    });
  };
