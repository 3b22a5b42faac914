import { envelope, idParams, transcodeActionSchema } from '@hoopdex/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../../deps';
import { studioItems } from '../../../db/schema/index';
import { badRequest, notFound, ok } from '../../../lib/http';
import { privateRoutes } from '../../../plugins/route-cache';
import { currentUser } from '../../../plugins/auth-context';
import { requirePublisher } from '../../publishers/publisher';
import { cancelJobs } from './media-jobs';

const schema = {
  tags: ['studio'],
  security: [{ bearer: [] }],
  params: idParams,
  response: { 200: envelope(transcodeActionSchema) },
};

/** Retry a failed transcode, cancel a running one (the item is then failed: "Cancelled"). */
export const hostedVideoRoutes =
  ({ db: { db }, hosted }: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    privateRoutes(app);
    const hostedItem = async (userId: string, id: number) => {
      const [row] = await db
        .select()
        .from(studioItems)
        .where(and(eq(studioItems.id, id), eq(studioItems.userId, userId)));
      if (!row) throw notFound('No such item of yours', 'id');
      if (row.videoSource !== 'hosted')
        throw badRequest('Only an uploaded video is processed', 'id');
      return row;
    };

    app.post('/me/content/:id/retry', { schema }, async (req) => {
      const userId = currentUser(req).id;
      await requirePublisher(db, userId);
      const row = await hostedItem(userId, req.params.id);
      if (row.status !== 'failed') throw badRequest('Only a failed video can be retried', 'id');
      await db
        .update(studioItems)
        .set({ status: 'processing', statusMessage: null, updatedAt: sql`now()` })
        .where(eq(studioItems.id, row.id));
      await hosted.hooks.videoCreated(row.id);
      return ok({ id: row.id, status: 'processing' as const });
    });

    app.post('/me/content/:id/cancel', { schema }, async (req) => {
      const row = await hostedItem(currentUser(req).id, req.params.id);
      if (row.status !== 'processing')
        throw badRequest('Only a video in processing can be cancelled', 'id');
      await cancelJobs(db, row.id);
      await db
        .update(studioItems)
        .set({
          status: 'failed',
          statusMessage: 'Cancelled',
          publishWhenReady: false,
          updatedAt: sql`now()`,
        })
        .where(eq(studioItems.id, row.id));
      return ok({ id: row.id, status: 'failed' as const });
    });
  };
