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
import type { ModuleDeps } from '../../deps';
import { notFound, ok } from '../../lib/http';
import { publicJson } from '../../plugins/route-cache';
import { contentListPage, contentPageSchema } from '../content/content-page';
import {
  contentFilter,
  contentSort,
  listContent,
  type ContentListInput,
} from '../content/content.service';
import { findVideo, playersOfVideo, recordView, withPlayers } from './videos.service';
import { contentKeys } from '../content/content-cache';
import { videoKeys } from './videos-cache';

const TTL = 30;
const videoItem = envelope(contentItemSchema);
const videoList = contentPageSchema;
const videoV2List = envelope(z.array(videoWithPlayersSchema));
const videoPlayers = envelope(z.array(playerSummarySchema));
const tags = ['videos'];
const query = contentListQuery
  .omit({ content_type: true, feed: true })
  .extend({ sort: contentSort.optional(), filter: contentFilter.optional() });

/** Videos, videos with their tagged players, players of a video, videos of a player, views. */
export const videosRoutes =
  ({ db: { db }, cache }: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const videoInput = (q: z.output<typeof query>): ContentListInput => {
      const { id, token: _t, ...rest } = q;
      return { ...rest, ids: id, contentTypes: ['video'] };
    };

    app.get(
      '/videos',
      {
        schema: {
          tags,
          querystring: query,
          response: { 200: videoList },
        },
      },
      (req, reply) => {
        return contentListPage(reply, { db, cache }, videoInput(req.query), TTL);
      },
    );

    app.get(
      '/videos/:id',
      { schema: { tags, params: videoKeyParams, response: { 200: videoItem } } },
      (req, reply) => {
        const { id } = req.params;
        return publicJson(reply, cache, {
          key: videoKeys.one(id),
          ttl: 60,
          schema: videoItem,
          load: async () => {
            const video = await findVideo(db, id);
            return video ? ok(video) : null;
          },
          missing: () => notFound(`No video ${id}`, 'id'),
        });
      },
    );

    app.get(
      '/videos_v2',
      {
        schema: {
          tags,
          querystring: query,
          response: { 200: videoV2List },
        },
      },
      (req, reply) => {
        const input = videoInput(req.query);
        return publicJson(reply, cache, {
          key: contentKeys.list(input, 'v2'),
          ttl: TTL,
          schema: videoV2List,
          load: async () => {
            const p = await listContent(db, cache, input);
            return ok(await withPlayers(db, p.items), p.total);
          },
        });
      },
    );

    app.get(
      '/playersByVideoId',
      {
        schema: {
          tags,
          querystring: playersByVideoQuery,
          response: { 200: videoPlayers },
        },
      },
      (req, reply) => {
        const { id } = req.query;
        return publicJson(reply, cache, {
          key: videoKeys.players(id),
          ttl: 60,
          schema: videoPlayers,
          load: async () => {
            const players = await playersOfVideo(db, id);
            return players ? ok(players) : null;
          },
          missing: () => notFound(`No video ${id}`, 'id'),
        });
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
          response: { 200: videoList },
        },
      },
      (req, reply) => {
        const { token: _t, ...q } = req.query;
        return contentListPage(reply, { db, cache }, { ...q, contentTypes: ['video'] }, TTL);
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
