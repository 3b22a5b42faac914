import { envelope, idParams, pagingQuery, playlistSchema } from '@hoopdex/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleDeps } from '../../app';
import { notFound, ok } from '../../lib/http';
import { publicRead } from '../../lib/route-cache';
import { featuredPlaylists, findPlaylist } from './playlists.service';

const TTL = 300;
const tags = ['playlists'];

/** Featured playlists with their videos in order, and one playlist by id. */
export const playlistsRoutes =
  ({ db: { db }, cache }: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/getAllFeaturedPlaylists',
      {
        schema: {
          tags,
          querystring: pagingQuery.extend({ token: z.string().max(5000).optional() }),
          response: { 200: envelope(z.array(playlistSchema)) },
        },
      },
      async (req, reply) => {
        const { limit, offset } = req.query;
        const page = await publicRead(
          cache,
          reply,
          `playlists:featured:${limit}:${offset}`,
          TTL,
          () => featuredPlaylists(db, limit, offset),
        );
        return ok(page.items, page.total);
      },
    );

    app.get(
      '/playlists/:id',
      { schema: { tags, params: idParams, response: { 200: envelope(playlistSchema) } } },
      async (req, reply) => {
        const list = await publicRead(cache, reply, `playlists:one:${req.params.id}`, TTL, () =>
          findPlaylist(db, req.params.id),
        );
        if (!list) throw notFound(`No playlist ${req.params.id}`, 'id');
        return ok(list);
      },
    );
  };
