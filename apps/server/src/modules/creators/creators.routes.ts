import { creatorDetailSchema, creatorListQuery, envelope, slugParams } from '@hoopdex/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleDeps } from '../../deps';
import { notFound, ok } from '../../lib/http';
import { publicRead } from '../../plugins/route-cache';
import { creatorFilter, creatorSort, getCreatorBySlug, listCreators } from './creators.service';
import { creatorKeys } from './creators-cache';

const TTL = 60;
const creatorList = envelope(z.array(creatorDetailSchema));
const creatorOne = envelope(creatorDetailSchema);
const tags = ['creators'];

/** /api/creators (list, by type) and /api/creators/:slug with its fan count. */
export const creatorsRoutes =
  ({ db: { db }, cache }: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    publicRead(app, cache, '/creators', {
      schema: {
        tags,
        querystring: creatorListQuery.extend({
          sort: creatorSort.optional(),
          filter: creatorFilter.optional(),
        }),
      },
      answer: creatorList,
      read: (req) => {
        const { token: _t, ...input } = req.query;
        return {
          key: creatorKeys.list(input),
          ttl: TTL,
          load: async () => {
            const page = await listCreators(db, input);
            return ok(page.items, page.total);
          },
        };
      },
    });

    publicRead(app, cache, '/creators/:slug', {
      schema: { tags, params: slugParams },
      answer: creatorOne,
      read: (req) => {
        const { slug } = req.params;
        return {
          // Short TTL, and a follow drops this key: fan_count moves with every follow.
          key: creatorKeys.one(slug),
          ttl: 10,
          load: async () => {
            const creator = await getCreatorBySlug(db, slug);
            return creator ? ok(creator) : null;
          },
          missing: () => notFound(`No creator ${slug}`, 'slug'),
        };
      },
    });
  };
