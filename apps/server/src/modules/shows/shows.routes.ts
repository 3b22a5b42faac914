import {
  contentItemSchema,
  envelope,
  listQuery,
  pagingQuery,
  showDetailSchema,
  showKeyParams,
} from '@hoopdex/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleDeps } from '../../app';
import { notFound, ok } from '../../lib/http';
import { keyOf, publicRead } from '../../lib/route-cache';
import { listContent } from '../content/content.service';
import { findShow, listShows } from './shows.service';

const TTL = 120;
const tags = ['shows'];

/** /api/shows, /api/shows/:id (id or slug) and its episodes, newest first. */
export const showsRoutes =
  ({ db: { db }, cache }: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/shows',
      {
        schema: {
          tags,
          querystring: pagingQuery,
          response: { 200: envelope(z.array(showDetailSchema)) },
        },
      },
      async (req, reply) => {
        const { limit, offset } = req.query;
        const page = await publicRead(cache, reply, `shows:list:${limit}:${offset}`, TTL, () =>
          listShows(db, limit, offset),
        );
        return ok(page.items, page.total);
      },
    );

    app.get(
      '/shows/:id',
      { schema: { tags, params: showKeyParams, response: { 200: envelope(showDetailSchema) } } },
      async (req, reply) => {
        const show = await publicRead(cache, reply, `shows:one:${req.params.id}`, 30, () =>
          findShow(db, req.params.id),
        );
        if (!show) throw notFound(`No show ${req.params.id}`, 'id');
        return ok(show);
      },
    );

    app.get(
      '/shows/:id/episodes',
      {
        schema: {
          tags,
          params: showKeyParams,
          querystring: listQuery.pick({ limit: true, offset: true, token: true }),
          response: { 200: envelope(z.array(contentItemSchema)) },
        },
      },
      async (req, reply) => {
        const { limit, offset } = req.query;
        const page = await publicRead(
          cache,
          reply,
          keyOf('shows:episodes', { id: req.params.id, limit, offset }),
          30,
          async () => {
            const show = await findShow(db, req.params.id);
            return show ? listContent(db, cache, { showId: show.id, limit, offset }) : null;
          },
        );
        if (!page) throw notFound(`No show ${req.params.id}`, 'id');
        return ok(page.items, page.total);
      },
    );
  };
