import {
  contentItemSchema,
  envelope,
  likeBody,
  likeStatusQuery,
  likeStatusSchema,
  pagingQuery,
} from '@hoopdex/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleDeps } from '../../deps';
import { notFound, ok } from '../../lib/http';
import { privateRoutes } from '../../plugins/route-cache';
import { currentUser } from '../../plugins/auth-context';
import { contentItemChanged } from '../content/index';
import { videoChanged } from '../videos/index';
import { likeStatus, listLikes, setLike } from './likes.service';

const tags = ['likes'];
const security = [{ bearer: [] }];
const status = envelope(likeStatusSchema);

/** me/likes (like, unlike, list) and me/likesById (status). Signed-in only. */
export const likesRoutes =
  ({ db: { db }, cache }: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    privateRoutes(app);

    const write =
      (liked: boolean) =>
      async (req: { body: z.output<typeof likeBody> } & Parameters<typeof currentUser>[0]) => {
        const { contentId } = req.body;
        const result = await setLike(db, currentUser(req).id, contentId, liked);
        if (!result) throw notFound(`No content with id ${contentId}`, 'contentId');
        // The item's own public pages show like_count; lists refresh with their TTL.
        await contentItemChanged(cache, contentId);
        await videoChanged(cache, contentId);
        return ok(result);
      };
    app.post(
      '/me/likes',
      { schema: { tags, security, body: likeBody, response: { 200: status } } },
      write(true),
    );
    app.delete(
      '/me/likes',
      { schema: { tags, security, body: likeBody, response: { 200: status } } },
      write(false),
    );

    app.get(
      '/me/likes',
      {
        schema: {
          tags,
          security,
          querystring: pagingQuery.extend({ token: z.string().max(5000).optional() }),
          response: { 200: envelope(z.array(contentItemSchema)) },
        },
      },
      async (req) => {
        const page = await listLikes(db, currentUser(req).id, req.query.limit, req.query.offset);
        return ok(page.items, page.total);
      },
    );

    app.get(
      '/me/likesById',
      { schema: { tags, security, querystring: likeStatusQuery, response: { 200: status } } },
      async (req) => {
        const result = await likeStatus(db, currentUser(req).id, req.query.id);
        if (!result) throw notFound(`No content with id ${req.query.id}`, 'id');
        return ok(result);
      },
    );
  };
