import { envelope, idParams, pagingQuery, playlistSchema } from '@hoopdex/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleDeps } from '../../deps';
import { notFound, ok } from '../../lib/http';
import { publicRead } from '../../plugins/route-cache';
import { featuredPlaylists, findPlaylist } from './playlists.service';
import { playlistKeys } from './playlists-cache';

const TTL = 300;
const playlistList = envelope(z.array(playlistSchema));
const playlistOne = envelope(playlistSchema);
const tags = ['playlists'];

/** Featured playlists with their videos in order, and one playlist by id. */
export const playlistsRoutes =
  ({ db: { db }, cache }: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    publicRead(app, cache, '/getAllFeaturedPlaylists', {
      schema: { tags, querystring: pagingQuery.extend({ token: z.string().max(5000).optional() }) },
      answer: playlistList,
      read: (req) => {
        const { limit, offset } = req.query;
        return {
          key: playlistKeys.featured(limit, offset),
          ttl: TTL,
          load: async () => {
            const page = await featuredPlaylists(db, limit, offset);
            return ok(page.items, page.total);
          },
        };
      },
    });

    publicRead(app, cache, '/playlists/:id', {
      schema: { tags, params: idParams },
      answer: playlistOne,
      read: (req) => ({
        key: playlistKeys.one(req.params.id),
        ttl: TTL,
        load: async () => {
          const list = await findPlaylist(db, req.params.id);
          return list ? ok(list) : null;
        },
        missing: () => notFound(`No playlist ${req.params.id}`, 'id'),
      }),
    });
  };
