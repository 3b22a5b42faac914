import { envelope, idParams, transcodeActionSchema } from '@hoopdex/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../../deps';
import { badRequest, ok } from '../../../lib/http';
import { privateRoutes } from '../../../plugins/route-cache';
import { currentUser } from '../../../plugins/auth-context';
import { requirePublisher } from '../../publishers/index';
import { cancelTranscode, markRetrying, ownHostedItem } from './transcode-actions';

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

    app.post('/me/content/:id/retry', { schema }, async (req) => {
      const userId = currentUser(req).id;
      await requirePublisher(db, userId);
      const row = await ownHostedItem(db, userId, req.params.id);
      if (row.status !== 'failed') throw badRequest('Only a failed video can be retried', 'id');
      await markRetrying(db, row.id);
      await hosted.transcodeAgain(row.id);
      return ok({ id: row.id, status: 'processing' as const });
    });

    app.post('/me/content/:id/cancel', { schema }, async (req) => {
      const row = await ownHostedItem(db, currentUser(req).id, req.params.id);
      if (row.status !== 'processing')
        throw badRequest('Only a video in processing can be cancelled', 'id');
      await cancelTranscode(db, row.id);
      return ok({ id: row.id, status: 'failed' as const });
    });
  };
