import {
  envelope,
  markReadBody,
  markReadResultSchema,
  notificationSchema,
  notificationSettingsBody,
  notificationSettingsSchema,
  notificationsQuery,
  unreadCountSchema,
} from '@hoopdex/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleDeps } from '../../deps';
import { ok } from '../../lib/http';
import { privateRoutes } from '../../plugins/route-cache';
import { currentUser } from '../../plugins/auth-context';
import { createInboxCache } from './inbox-cache';
import {
  getEmailMode,
  listNotifications,
  markRead,
  setEmailMode,
  unreadCount,
} from './notifications.service';
import { subscribeContentAlerts } from './content-alerts';

const tags = ['notifications'];
const security = [{ bearer: [] }];

/** The signed-in user's inbox and its settings; alerts for what the content module publishes. */
export const notificationsRoutes =
  ({ db: { db }, alerts, publishing }: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    privateRoutes(app);
    // Publishing lives in the content module; the alerts listen to it.
    subscribeContentAlerts(db, publishing, alerts, app.log);
    const inbox = createInboxCache(alerts);
    app.addHook('onClose', async () => inbox.close());

    const listSchema = envelope(z.array(notificationSchema));
    app.get(
      '/me/notifications',
      {
        schema: {
          tags,
          security,
          querystring: notificationsQuery,
          response: { 200: listSchema },
        },
      },
      async (req, reply) => {
        const { limit, offset, unread } = req.query;
        const userId = currentUser(req).id;
        // The answer is checked and serialized once per cached page (as publicJson does for
        // public reads), not on every request: a string body skips Fastify's serializer.
        const body = await inbox.read(
          userId,
          `list:${limit}:${offset}:${unread ?? ''}`,
          async () => {
            const page = await listNotifications(db, userId, {
              limit,
              offset,
              unreadOnly: unread === 'true',
            });
            return JSON.stringify(listSchema.parse(ok(page.items, page.total)));
          },
        );
        reply.type('application/json; charset=utf-8');
        return body as unknown as z.output<typeof listSchema>;
      },
    );

    app.get(
      '/me/notifications/unread-count',
      { schema: { tags, security, response: { 200: envelope(unreadCountSchema) } } },
      async (req) => {
        const userId = currentUser(req).id;
        return ok({ unread: await inbox.read(userId, 'unread', () => unreadCount(db, userId)) });
      },
    );

    app.post(
      '/me/notifications/read',
      {
        schema: {
          tags,
          security,
          body: markReadBody,
          response: { 200: envelope(markReadResultSchema) },
        },
      },
      async (req) => {
        const userId = currentUser(req).id;
        const result = await markRead(db, userId, req.body);
        await inbox.forget(userId);
        // The user's other tabs and devices update their badge too.
        if (result.marked) {
          await alerts.publish({ userId }).catch((err: unknown) => req.log.warn({ err }, 'alerts'));
        }
        return ok(result);
      },
    );

    app.get(
      '/me/notification-settings',
      { schema: { tags, security, response: { 200: envelope(notificationSettingsSchema) } } },
      async (req) => ok({ email: await getEmailMode(db, currentUser(req).id) }),
    );

    app.put(
      '/me/notification-settings',
      {
        schema: {
          tags,
          security,
          body: notificationSettingsBody,
          response: { 200: envelope(notificationSettingsSchema) },
        },
      },
      async (req) => ok({ email: await setEmailMode(db, currentUser(req).id, req.body.email) }),
    );
  };
