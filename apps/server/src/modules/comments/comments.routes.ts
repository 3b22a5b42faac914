import {
  commentBody,
  commentSchema,
  envelope,
  guestLoginBody,
  guestTokenSchema,
  idParams,
  pagingQuery,
} from '@hoopdex/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleDeps } from '../../deps';
import { badRequest, notFound, ok, unauthorized } from '../../lib/http';
import { publicRead } from '../../plugins/route-cache';
import { currentUser, requireUser } from '../../plugins/auth-context';
import { addComment, cleanBody, listComments, userName } from './comments.service';
import { createGuestTokens } from './guest-token';
import { commentKeys, commentsChanged } from './comments-cache';

const TTL = 10;
const commentList = envelope(z.array(commentSchema));
const tags = ['comments'];
const guestHeader = z.object({ 'x-guest-token': z.string().max(2000).optional() });

/**
 * Comments of a content item. Signed-in users post with their bearer token; guests first call
 * the guest login (a display name → a one-hour signed token) and post with `x-guest-token`.
 */
export const commentsRoutes =
  ({ db: { db }, cache }: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const guests = createGuestTokens(db);

    publicRead(app, cache, '/content/:id/comments', {
      schema: {
        tags,
        params: idParams,
        querystring: pagingQuery.extend({ token: z.string().max(5000).optional() }),
      },
      answer: commentList,
      read: (req) => {
        const { id } = req.params;
        const { limit, offset } = req.query;
        return {
          // A new comment drops every page of its item (the `comments:${id}:` prefix).
          key: commentKeys.page(id, limit, offset),
          ttl: TTL,
          load: async () => {
            const page = await listComments(db, id, limit, offset);
            return page ? ok(page.items, page.total) : null;
          },
          missing: () => notFound(`No content with id ${id}`, 'id'),
        };
      },
    });

    app.post(
      '/content/:id/comments',
      {
        schema: {
          tags,
          security: [{ bearer: [] }],
          params: idParams,
          headers: guestHeader,
          body: commentBody,
          response: { 201: envelope(commentSchema) },
        },
      },
      async (req, reply) => {
        const author = req.user
          ? { userId: req.user.id, name: (await userName(db, req.user.id)) ?? 'Member' }
          : await guestFrom(req.headers['x-guest-token']);
        const body = cleanBody(req.body.body);
        if (!body) throw badRequest('Comment is empty', 'body');
        const comment = await addComment(db, req.params.id, author, body);
        if (!comment) throw notFound(`No content with id ${req.params.id}`, 'id');
        await commentsChanged(cache, req.params.id);
        reply.header('cache-control', 'no-store');
        return reply.status(201).send(ok(comment));
      },
    );

    // The spec's guest login is an authenticated GET: a comment token in the user's name.
    app.get(
      '/comments/guest-login',
      {
        schema: { tags, security: [{ bearer: [] }], response: { 200: envelope(guestTokenSchema) } },
        preHandler: requireUser,
      },
      async (req, reply) => {
        const user = currentUser(req);
        reply.header('cache-control', 'private, no-store');
        return ok(
          await guests.sign({ userId: user.id, name: (await userName(db, user.id)) ?? 'Member' }),
        );
      },
    );

    app.post(
      '/comments/guest-login',
      { schema: { tags, body: guestLoginBody, response: { 200: envelope(guestTokenSchema) } } },
      async (req, reply) => {
        const name = cleanBody(req.body.displayName);
        if (!name) throw badRequest('displayName is empty', 'displayName');
        reply.header('cache-control', 'private, no-store');
        return ok(await guests.sign({ name }));
      },
    );

    async function guestFrom(token: string | undefined) {
      const who = token ? await guests.verify(token) : null;
      if (!who)
        throw unauthorized(
          token ? 'Invalid or expired guest token' : 'Sign in or use a guest token',
        );
      return who;
    }
  };
