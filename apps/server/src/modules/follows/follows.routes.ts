import {
  envelope,
  followBody,
  followListItemSchema,
  followStatusQuery,
  followStatusSchema,
  followTypeSchema,
  pagingQuery,
} from '@hoopdex/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleDeps } from '../../app';
import { notFound, ok } from '../../lib/http';
import { privateRoutes } from '../../lib/route-cache';
import { currentUser } from '../../plugins/auth-context';
import { followStatus, listFollows, setFollow } from './follows.service';

const tags = ['follows'];
const security = [{ bearer: [] }];
const status = envelope(followStatusSchema);

/** me/userFollows (follow, unfollow, list) and me/userFollowsBySlug (status). Signed-in only. */
export const followsRoutes =
  ({ db: { db } }: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    privateRoutes(app);

    const write =
      (following: boolean) =>
      async (req: { body: z.output<typeof followBody> } & Parameters<typeof currentUser>[0]) => {
        const { slug, followType } = req.body;
        const result = await setFollow(db, currentUser(req).id, followType, slug, following);
        if (!result) throw notFound(`No ${followType} ${slug}`, 'slug');
        return ok(result);
      };
    app.post(
      '/me/userFollows',
      { schema: { tags, security, body: followBody, response: { 200: status } } },
      write(true),
    );
    app.delete(
      '/me/userFollows',
      { schema: { tags, security, body: followBody, response: { 200: status } } },
      write(false),
    );

    app.get(
      '/me/userFollows',
      {
        schema: {
          tags,
          security,
          querystring: pagingQuery.extend({
            followType: followTypeSchema.optional(),
            token: z.string().max(5000).optional(),
          }),
          response: { 200: envelope(z.array(followListItemSchema)) },
        },
      },
      async (req) => {
        const { limit, offset, followType } = req.query;
        const page = await listFollows(db, currentUser(req).id, limit, offset, followType);
        return ok(page.items, page.total);
      },
    );

    app.get(
      '/me/userFollowsBySlug',
      { schema: { tags, security, querystring: followStatusQuery, response: { 200: status } } },
      async (req) => {
        const { slug, followType } = req.query;
        const result = await followStatus(db, currentUser(req).id, followType, slug);
        if (!result) throw notFound(`No ${followType} ${slug}`, 'slug');
        return ok(result);
      },
    );
  };
