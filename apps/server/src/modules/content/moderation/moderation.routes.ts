import {
  adminReportsQuery,
  analyticsQuery,
  contentAnalyticsSchema,
  envelope,
  idParams,
  moderationBody,
  moderationResultSchema,
  reportBody,
  reportCreatedSchema,
  reportedItemSchema,
  watchProgressBody,
  watchProgressSchema,
} from '@hoopdex/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleDeps } from '../../../app';
import { notFound, ok } from '../../../lib/http';
import { currentUser, requireUser } from '../../../plugins/auth-context';
import { dropPublicContent } from '../publishing/content-cache';
import { ownItem } from '../publishing/publish.service';
import { itemAnalytics, recordProgress } from './analytics.service';
import {
  hideContent,
  reportContent,
  reportQueue,
  requireAdmin,
  restoreContent,
} from './moderation.service';

const security = [{ bearer: [] }];
const noStore = { 'cache-control': 'private, no-store' };

/** Reports, the admin queue (hide/restore), watch progress and per-item analytics (issue 23). */
export const moderationRoutes =
  ({ db: { db }, cache }: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/content/:id/reports',
      {
        preHandler: requireUser,
        schema: {
          tags: ['moderation'],
          security,
          params: idParams,
          body: reportBody,
          response: { 200: envelope(reportCreatedSchema) },
        },
      },
      async (req) => {
        const id = await reportContent(
          db,
          currentUser(req).id,
          req.params.id,
          req.body.reason,
          req.body.note ?? null,
        );
        return ok({ id });
      },
    );

    app.get(
      '/admin/reports',
      {
        preHandler: requireUser,
        schema: {
          tags: ['moderation'],
          security,
          querystring: adminReportsQuery,
          response: { 200: envelope(z.array(reportedItemSchema)) },
        },
      },
      async (req, reply) => {
        await requireAdmin(db, currentUser(req).id);
        const { items, total } = await reportQueue(
          db,
          req.query.state ?? 'open',
          req.query.limit,
          req.query.offset,
        );
        reply.headers(noStore);
        return ok(items, total);
      },
    );

    for (const action of ['hide', 'restore'] as const)
      app.post(
        `/admin/content/:id/${action}`,
        {
          preHandler: requireUser,
          schema: {
            tags: ['moderation'],
            security,
            params: idParams,
            body: moderationBody,
            response: { 200: envelope(moderationResultSchema) },
          },
        },
        async (req) => {
          await requireAdmin(db, currentUser(req).id);
          if (action === 'hide') await hideContent(db, req.params.id, req.body.reason);
          else await restoreContent(db, req.params.id, req.body.reason);
          await dropPublicContent(cache);
          return ok({ id: req.params.id, hidden: action === 'hide', reason: req.body.reason });
        },
      );

    app.post(
      '/content/:id/progress',
      {
        schema: {
          tags: ['content'],
          params: idParams,
          body: watchProgressBody,
          response: { 200: envelope(watchProgressSchema) },
        },
      },
      async (req) => {
        const { session, position, duration } = req.body;
        const pct = await recordProgress(
          db,
          req.params.id,
          session,
          req.user?.id ?? null,
          position,
          duration,
        );
        if (pct == null) throw notFound('No such item', 'id');
        return ok({ watched_pct: pct });
      },
    );

    app.get(
      '/me/content/:id/analytics',
      {
        preHandler: requireUser,
        schema: {
          tags: ['studio'],
          security,
          params: idParams,
          querystring: analyticsQuery,
          response: { 200: envelope(contentAnalyticsSchema) },
        },
      },
      async (req, reply) => {
        const row = await ownItem(db, currentUser(req).id, req.params.id);
        if (!row) throw notFound('No such item of yours', 'id');
        reply.headers(noStore);
        return ok(await itemAnalytics(db, row, req.query.days ?? 30));
      },
    );
  };
