import {
  createContentBody,
  createdContentSchema,
  envelope,
  idParams,
  studioItemSchema,
  studioListQuery,
  studioListSchema,
  updateContentBody,
} from '@hoopdex/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleDeps } from '../../../deps';
import { notFound, ok } from '../../../lib/http';
import { privateRoutes } from '../../../plugins/route-cache';
import { currentUser } from '../../../plugins/auth-context';
import { ownItem } from './publish.service';
import { requirePublisher } from '../../publishers/index';
import { listOwnItems, readItem } from './studio-read';
import { createItem, deleteItem, updateItem } from './studio.service';
import type { StudioHooks } from './studio-hooks';

const tags = ['studio'];
const security = [{ bearer: [] }];

/** The Creator Studio's own-items calls (issue 23). */
export const studioRoutes =
  (deps: ModuleDeps, hooks: StudioHooks): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps.db;
    privateRoutes(app);

    app.post(
      '/me/content',
      {
        schema: {
          tags,
          security,
          body: createContentBody,
          response: { 200: envelope(createdContentSchema) },
        },
      },
      async (req) => {
        const userId = currentUser(req).id;
        const publisher = await requirePublisher(db, userId);
        const body = req.body;
        // An uploaded video: hosted media's one maker (upload claimed, transcode queued).
        const { row, event } =
          body.content_type === 'video' && body.upload_id
            ? await hooks.createHostedVideo(userId, publisher, {
                ...body,
                upload_id: body.upload_id,
              })
            : await createItem(db, userId, publisher, body, null);
        let notified = 0;
        if (event) {
          await deps.publishing.changed();
          notified = (await deps.publishing.published(event)).notified;
        }
        const item = await readItem(db, row.id);
        return ok({
          id: row.id,
          status: row.status,
          content_id: item?.content_id ?? null,
          path: item?.path ?? null,
          notified,
        });
      },
    );

    app.get(
      '/me/content',
      {
        schema: {
          tags,
          security,
          querystring: studioListQuery,
          response: { 200: envelope(studioListSchema) },
        },
      },
      async (req) => {
        const { items, counts, total } = await listOwnItems(db, currentUser(req).id, req.query);
        return ok({ items, counts }, total);
      },
    );

    app.get(
      '/me/content/:id',
      {
        schema: {
          tags,
          security,
          params: idParams,
          response: { 200: envelope(studioItemSchema) },
        },
      },
      async (req) => {
        const row = await ownItem(db, currentUser(req).id, req.params.id);
        if (!row) throw notFound('No such item of yours', 'id');
        return ok((await readItem(db, row.id))!);
      },
    );

    app.patch(
      '/me/content/:id',
      {
        schema: {
          tags,
          security,
          params: idParams,
          body: updateContentBody,
          response: { 200: envelope(studioItemSchema) },
        },
      },
      async (req) => {
        const userId = currentUser(req).id;
        const row = await ownItem(db, userId, req.params.id);
        if (!row) throw notFound('No such item of yours', 'id');
        const publisher = await requirePublisher(db, userId);
        const { row: saved, event } = await updateItem(db, row, publisher, req.body);
        if (row.status === 'published' || saved.status === 'published')
          await deps.publishing.changed();
        if (event) await deps.publishing.published(event);
        return ok((await readItem(db, saved.id))!);
      },
    );

    app.delete(
      '/me/content/:id',
      {
        schema: {
          tags,
          security,
          params: idParams,
          response: { 200: envelope(z.object({ id: z.number().int(), deleted: z.literal(true) })) },
        },
      },
      async (req) => {
        const row = await ownItem(db, currentUser(req).id, req.params.id);
        if (!row) throw notFound('No such item of yours', 'id');
        await hooks.beforeDelete(row.id);
        await deleteItem(db, row);
        await deps.publishing.changed();
        await hooks.afterDelete(row);
        return ok({ id: row.id, deleted: true as const });
      },
    );
  };
