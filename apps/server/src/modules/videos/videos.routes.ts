import {
  contentItemSchema,
  contentListQuery,
  envelope,
  playerSummarySchema,
  playersByVideoQuery,
  videoAnalyticsBody,
  videoKeyParams,
  videosByPlayerQuery,
  videoViewSchema,
  videoWithPlayersSchema,
} from '@hoopdex/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleDeps } from '../../app';
import { notFound, ok } from '../../lib/http';
import { keyOf, publicRead } from '../../lib/route-cache';
import { contentFilter, contentSort, listContent } from '../content/content.service';
import { findVideo, playersOfVideo, recordView, withPlayers } from './videos.service';

const TTL = 30;
const tags = ['videos'];
const query = contentListQuery
  .omit({ content_type: true, feed: true })
  .extend({ sort: contentSort.optional(), filter: contentFilter.optional() });

/** Videos, videos with their tagged players, players of a video, videos of a player, views. */
export const videosRoutes =
  ({ db: { db }, cache }: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const videoPage = (q: z.output<typeof query>) => {
      const { id, token: _t, ...rest } = q;
      const input = { ...rest, ids: id, contentTypes: ['video' as const] };
      return { key: keyOf('content:list', input), load: () => listContent(db, cache, input) };
    };

    app.get(
      '/videos',
      {
        schema: {
          tags,
          querystring: query,
          response: { 200: envelope(z.array(contentItemSchema)) },
        },
      },
      async (req, reply) => {
        const { key, load } = videoPage(req.query);
        const page = await publicRead(cache, reply, key, TTL, load);
        return ok(page.items, page.total);
      },
    );

    app.get(
      '/videos/:id',
      { schema: { tags, params: videoKeyParams, response: { 200: envelope(contentItemSchema) } } },
      async (req, reply) => {
        const { id } = req.params;
        const video = await publicRead(cache, reply, `videos:one:${id}`, 60, () =>
          findVideo(db, id),
        );
        if (!video) throw notFound(`No video ${id}`, 'id');
        return ok(video);
      },
    );

    app.get(
      '/videos_v2',
      {
        schema: {
          tags,
          querystring: query,
          response: { 200: envelope(z.array(videoWithPlayersSchema)) },
        },
      },
      async (req, reply) => {
        const { key, load } = videoPage(req.query);
        const page = await publicRead(cache, reply, `v2:${key}`, TTL, async () => {
          const p = await load();
          return { total: p.total, items: await withPlayers(db, p.items) };
        });
        return ok(page.items, page.total);
      },
    );

    app.get(
      '/playersByVideoId',
      {
        schema: {
          tags,
          querystring: playersByVideoQuery,
          response: { 200: envelope(z.array(playerSummarySchema)) },
        },
      },
      async (req, reply) => {
        const { id } = req.query;
        const players = await publicRead(cache, reply, `videos:players:${id}`, 60, () =>
          playersOfVideo(db, id),
        );
        if (!players) throw notFound(`No video ${id}`, 'id');
        return ok(players);
      },
    );

    app.get(
      '/videosByPlayerId',
      {
        schema: {
          tags,
          querystring: videosByPlayerQuery.extend({
            sort: contentSort.optional(),
            filter: contentFilter.optional(),
          }),
          response: { 200: envelope(z.array(contentItemSchema)) },
        },
      },
      async (req, reply) => {
        const { token: _t, ...q } = req.query;
        const input = { ...q, contentTypes: ['video' as const] };
        const page = await publicRead(cache, reply, keyOf('content:list', input), TTL, () =>
          listContent(db, cache, input),
        );
        return ok(page.items, page.total);
      },
    );

    // Anonymous views count too; the per-IP API rate limit bounds abuse.
    app.post(
      '/video-analytics',
      { schema: { tags, body: videoAnalyticsBody, response: { 200: envelope(videoViewSchema) } } },
      async (req, reply) => {
        const { contentId } = req.body;
        const viewCount = await recordView(db, contentId, req.user?.id);
        if (viewCount === null) throw notFound(`No content with id ${contentId}`, 'contentId');
        reply.header('cache-control', 'no-store');
        return ok({ contentId, view_count: viewCount });
      },
    );
  };
