import { creatorDetailSchema, creatorListQuery, envelope, slugParams } from '@hoopdex/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleDeps } from '../../app';
import { notFound, ok } from '../../lib/http';
import { keyOf, publicRead } from '../../lib/route-cache';
import { creatorFilter, creatorSort, getCreatorBySlug, listCreators } from './creators.service';

const TTL = 60;
const tags = ['creators'];

/** /api/creators (list, by type) and /api/creators/:slug with its fan count. */
export const creatorsRoutes =
  ({ db: { db }, cache }: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/creators',
      {
        schema: {
          tags,
          querystring: creatorListQuery.extend({
            sort: creatorSort.optional(),
            filter: creatorFilter.optional(),
          }),
          response: { 200: envelope(z.array(creatorDetailSchema)) },
        },
      },
      async (req, reply) => {
        const { token: _t, ...input } = req.query;
        const page = await publicRead(cache, reply, keyOf('creators:list', input), TTL, () =>
          listCreators(db, input),
        );
        return ok(page.items, page.total);
      },
    );

    app.get(
      '/creators/:slug',
      { schema: { tags, params: slugParams, response: { 200: envelope(creatorDetailSchema) } } },
      async (req, reply) => {
        const { slug } = req.params;
        // Short TTL: fan_count moves with every follow.
        const creator = await publicRead(cache, reply, `creators:one:${slug}`, 10, () =>
          getCreatorBySlug(db, slug),
        );
        if (!creator) throw notFound(`No creator ${slug}`, 'slug');
        return ok(creator);
      },
    );
  };
