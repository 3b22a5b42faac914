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
import { publicRead } from '../../plugins/route-cache';
import {
  contentListPage,
  contentPageSchema,
  contentFilter,
  contentSort,
  listContent,
  type ContentListInput,
  contentKeys,
} from '../content/index';
import { findVideo, playersOfVideo, recordView, withPlayers } from './videos.service';
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

    publicRead(app, cache, '/videos', {
      schema: { tags, querystring: query },
      answer: videoList,
      read: (req) => contentListPage({ db, cache }, videoInput(req.query), TTL),
    });

    publicRead(app, cache, '/videos/:id', {
      schema: { tags, params: videoKeyParams },
      answer: videoItem,
      read: (req) => {
        const { id } = req.params;
        return {
          key: videoKeys.one(id),
          ttl: 60,
          load: async () => {
            const video = await findVideo(db, id);
            return video ? ok(video) : null;
          },
          missing: () => notFound(`No video ${id}`, 'id'),
        };
      },
    });

    publicRead(app, cache, '/videos_v2', {
      schema: { tags, querystring: query },
      answer: videoV2List,
      read: (req) => {
        const input = videoInput(req.query);
        return {
          key: contentKeys.list(input, 'v2'),
          ttl: TTL,
          load: async () => {
            const p = await listContent(db, cache, input);
            return ok(await withPlayers(db, p.items), p.total);
          },
        };
      },
    });

    publicRead(app, cache, '/playersByVideoId', {
      schema: { tags, querystring: playersByVideoQuery },
      answer: videoPlayers,
      read: (req) => {
        const { id } = req.query;
        return {
          key: videoKeys.players(id),
          ttl: 60,
          load: async () => {
            const players = await playersOfVideo(db, id);
            return players ? ok(players) : null;
          },
          missing: () => notFound(`No video ${id}`, 'id'),
        };
      },
    });

    publicRead(app, cache, '/videosByPlayerId', {
      schema: {
        tags,
        querystring: videosByPlayerQuery.extend({
          sort: contentSort.optional(),
          filter: contentFilter.optional(),
        }),
      },
      answer: videoList,
      read: (req) => {
        const { token: _t, ...q } = req.query;
        return contentListPage({ db, cache }, { ...q, contentTypes: ['video'] }, TTL);
      },
    });

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
