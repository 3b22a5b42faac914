import { errorResponseSchema } from '@hoopdex/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleDeps } from '../../deps';
import { badRequest } from '../../lib/http';
import { setEmailMode } from './notifications.service';
import { verifyUnsubscribeToken } from './unsubscribe-token';

const query = z.object({ token: z.string().min(1).max(2000) });

/** A small page of our own text only (nothing from the request is echoed). */
const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
  `<meta name="viewport" content="width=device-width, initial-scale=1">` +
  `<title>${title} - Hoopdex</title></head><body style="font-family:sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem">` +
  `<h1>${title}</h1>${body}</body></html>`;

/**
 * The unsubscribe link of alert mails; works signed out. GET shows a button (a mail scanner that
 * follows links must not unsubscribe anyone); POST turns the token's user's alert mails off: the
 * RFC 8058 one-click POST from a mail client, or that button. A token names one user and can
 * change nothing else.
 */
export const unsubscribeRoutes =
  ({ db: { db } }: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // RFC 8058 clients post `List-Unsubscribe=One-Click` form-encoded; the body says nothing more.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_req, _body, done) => done(null, undefined),
    );
    const schema = {
      tags: ['notifications'],
      querystring: query,
      response: {
        200: z.string().describe('text/html page'),
        400: errorResponseSchema,
      },
    };
    const userOf = async (token: string) => {
      const userId = await verifyUnsubscribeToken(db, token);
      if (!userId) throw badRequest('This unsubscribe link is not valid', 'token');
      return userId;
    };

    app.get('/notifications/unsubscribe', { schema }, async (req, reply) => {
      await userOf(req.query.token);
      reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
      return page(
        'Stop alert e-mails?',
        `<p>You will still see alerts on Hoopdex; only the e-mails stop.</p>` +
          `<form method="post"><button type="submit">Unsubscribe</button></form>`,
      );
    });

    app.post('/notifications/unsubscribe', { schema }, async (req, reply) => {
      const userId = await userOf(req.query.token);
      await setEmailMode(db, userId, 'off').catch((err: unknown) => {
        // The account was deleted since the mail: nothing is left to unsubscribe.
        if ((err as { statusCode?: number }).statusCode !== 401) throw err;
      });
      reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
      return page(
        'You are unsubscribed',
        `<p>No more alert e-mails. You can turn them on again in your profile.</p>`,
      );
    });
  };
