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
import type { ModuleDeps } from '../../deps';
import { notFound, ok } from '../../lib/http';
import { publicJson } from '../../plugins/route-cache';
import { listContent } from '../content/content.service';
import { findShow, listShows } from './shows.service';
import { showKeys } from './shows-cache';

const TTL = 120;
const showList = envelope(z.array(showDetailSchema));
const showOne = envelope(showDetailSchema);
const episodeList = envelope(z.array(contentItemSchema));
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
          response: { 200: showList },
        },
      },
      (req, reply) => {
        const { limit, offset } = req.query;
        return publicJson(reply, cache, {
          key: showKeys.list(limit, offset),
          ttl: TTL,
          schema: showList,
          load: async () => {
            const page = await listShows(db, limit, offset);
            return ok(page.items, page.total);
          },
        });
      },
    );

    app.get(
      '/shows/:id',
      { schema: { tags, params: showKeyParams, response: { 200: showOne } } },
      (req, reply) =>
        publicJson(reply, cache, {
          key: showKeys.page(req.params.id),
          ttl: 30,
          schema: showOne,
          load: async () => {
            const show = await findShow(db, req.params.id);
            return show ? ok(show) : null;
          },
          missing: () => notFound(`No show ${req.params.id}`, 'id'),
        }),
    );

    app.get(
      '/shows/:id/episodes',
      {
        schema: {
          tags,
          params: showKeyParams,
          querystring: listQuery.pick({ limit: true, offset: true, token: true }),
          response: { 200: episodeList },
        },
      },
      (req, reply) => {
        const { limit, offset } = req.query;
        return publicJson(reply, cache, {
          key: showKeys.episodes({ id: req.params.id, limit, offset }),
          ttl: 30,
          schema: episodeList,
          load: async () => {
            const show = await findShow(db, req.params.id);
            if (!show) return null;
            const page = await listContent(db, cache, { showId: show.id, limit, offset });
            return ok(page.items, page.total);
          },
          missing: () => notFound(`No show ${req.params.id}`, 'id'),
        });
      },
    );
  };
