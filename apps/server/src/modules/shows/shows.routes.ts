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
import { publicRead } from '../../plugins/route-cache';
import { listContent } from '../content/index';
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
    publicRead(app, cache, '/shows', {
      schema: { tags, querystring: pagingQuery },
      answer: showList,
      read: (req) => {
        const { limit, offset } = req.query;
        return {
          key: showKeys.list(limit, offset),
          ttl: TTL,
          load: async () => {
            const page = await listShows(db, limit, offset);
            return ok(page.items, page.total);
          },
        };
      },
    });

    publicRead(app, cache, '/shows/:id', {
      schema: { tags, params: showKeyParams },
      answer: showOne,
      read: (req) => ({
        key: showKeys.page(req.params.id),
        ttl: 30,
        load: async () => {
          const show = await findShow(db, req.params.id);
          return show ? ok(show) : null;
        },
        missing: () => notFound(`No show ${req.params.id}`, 'id'),
      }),
    });

    publicRead(app, cache, '/shows/:id/episodes', {
      schema: {
        tags,
        params: showKeyParams,
        querystring: listQuery.pick({ limit: true, offset: true, token: true }),
      },
      answer: episodeList,
      read: (req) => {
        const { limit, offset } = req.query;
        return {
          key: showKeys.episodes({ id: req.params.id, limit, offset }),
          ttl: 30,
          load: async () => {
            const show = await findShow(db, req.params.id);
            if (!show) return null;
            const page = await listContent(db, cache, { showId: show.id, limit, offset });
            return ok(page.items, page.total);
          },
          missing: () => notFound(`No show ${req.params.id}`, 'id'),
        };
      },
    });
  };
