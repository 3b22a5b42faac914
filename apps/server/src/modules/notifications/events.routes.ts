import { errorResponseSchema } from '@hoopdex/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleDeps } from '../../deps';
import { HttpError, unauthorized } from '../../lib/http';
import { resolveCaller } from '../auth/index';
import { createStreamHub, defaultStreamLimits } from './stream-hub';

/** Last-Event-ID as EventSource sends it: the id of the last notification the client saw. */
const lastEventId = (value: unknown): number | null => {
  const n = typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(n) ? n : null;
};

/**
 * GET /api/me/events: Server-Sent Events saying "something new" to a signed-in user. The browser's
 * EventSource cannot send a bearer header, but it sends the session cookie (same origin), so the
 * session authenticates it here; a bearer token works too (other clients, tests). No token ever
 * travels in the URL, so none can end up in a log.
 */
export const eventsRoutes =
  (deps: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const limits = { ...defaultStreamLimits, ...deps.config?.alerts };
    const hub = createStreamHub(deps.db.db, deps.alerts, limits, app.log);
    // Before the server stops accepting: end the streams, or close() would wait on them forever.
    app.addHook('preClose', async () => hub.close());

    app.get(
      '/me/events',
      {
        exposeHeadRoute: false, // a HEAD of an endless stream means nothing
        schema: {
          tags: ['notifications'],
          // Or the session cookie, which is what a browser's EventSource sends.
          security: [{ bearer: [] }],
          description:
            'Signed in by the session cookie (EventSource) or a bearer token. Events: `sync` on ' +
            'connect ({ unread, latest_id, missed } after Last-Event-ID), `notification` ' +
            '({ id, unread }), `unread` ({ unread }); a comment line as heartbeat.',
          headers: z.object({ 'last-event-id': z.string().max(40).optional() }).loose(),
          response: {
            200: z.string().describe('text/event-stream: sync, notification and unread events'),
            401: errorResponseSchema,
            429: errorResponseSchema,
          },
        },
      },
      async (req, reply) => {
        const userId =
          req.user?.id ??
          (deps.accounts ? (await resolveCaller(req, deps.accounts))?.id : undefined);
        if (!userId) throw unauthorized();
        if (!hub.hasRoom(userId)) {
          throw new HttpError(429, [
            { msg: `At most ${limits.perUser} open event streams per user`, param: '' },
          ]);
        }
        reply.hijack();
        try {
          await hub.open(userId, reply.raw, lastEventId(req.headers['last-event-id']));
        } catch (err) {
          // The database failed mid-open: end the stream; EventSource retries in a few seconds.
          req.log.warn({ err }, 'alerts: could not open an event stream');
          reply.raw.end();
        }
      },
    );
  };
