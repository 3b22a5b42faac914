import { envelope, uploadLimitsSchema } from '@hoopdex/contract';
import { FileStore } from '@tus/file-store';
import { EVENTS, Server, type Locker, type Upload } from '@tus/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../../deps';
import type { Database } from '../../../db/client';
import { HttpError, badRequest, forbidden, notFound, ok, unauthorized } from '../../../lib/http';
import { privateRoutes } from '../../../plugins/route-cache';
import { currentUser } from '../../../plugins/auth-context';
import { requirePublisher } from '../../publishers/index';
import type { MediaConfig } from '../media-config';
import { createRedisLocker } from './redis-locker';
import {
  forgetUpload,
  markUploadFinished,
  recordUpload,
  uploadRow,
  usedBytes,
} from './uploads.service';

const UPLOAD_ID = /^[a-f0-9]{32}$/;
const mb = (n: number) => `${Math.round(n / 1024 / 1024)} MB`;

/** The owner of each request the tus server is handling (set here, read in its hooks). */
const owners = new WeakMap<object, string>();

function tusServer(db: Database, media: MediaConfig, locker: Locker | undefined) {
  const server = new Server({
    // With Redis, one upload's requests are serialized across instances; else in-process.
    ...(locker ? { locker } : {}),
    path: '/api/uploads',
    datastore: new FileStore({ directory: media.tusDir }),
    relativeLocation: true,
    respectForwardedHeaders: true,
    maxSize: media.uploadMaxBytes,
    // The upload row is made with the upload, so ownership and the quota hold from byte one.
    async onUploadCreate(req, upload) {
      const userId = owners.get(req.runtime?.node?.req ?? {});
      if (!userId) throw { status_code: 401, body: 'Sign in required\n' };
      const meta = upload.metadata ?? {};
      await recordUpload(db, {
        id: upload.id,
        userId,
        size: upload.size ?? 0,
        filename: meta.filename ?? null,
        filetype: meta.filetype ?? null,
      });
      return {};
    },
    async onUploadFinish(_req, upload: Upload) {
      await markUploadFinished(db, upload.id);
      return {};
    },
  });
  // A terminated upload (tus DELETE) frees its quota.
  server.on(EVENTS.POST_TERMINATE, (_req, _res, id: string) => {
    void forgetUpload(db, id).catch(() => undefined);
  });
  return server;
}

/**
 * Checks a tus request before the tus server sees it: signed in, a publisher, the upload's
 * owner, and for a new upload a known length within the size limit and the user's quota. The
 * refusals answer our `{ errors }` JSON, which tus clients show as the response text.
 */
async function guard(db: Database, media: MediaConfig, req: FastifyRequest) {
  if (!req.user) throw unauthorized();
  const userId = req.user.id;
  if (req.method === 'OPTIONS') return userId;
  await requirePublisher(db, userId);
  const id = (req.params as { '*'?: string })['*'];
  if (id) {
    if (!UPLOAD_ID.test(id)) throw notFound('No such upload', 'id');
    const row = await uploadRow(db, id);
    if (!row) throw notFound('No such upload', 'id');
    if (row.userId !== userId) throw forbidden('This upload belongs to another user');
    if (req.method === 'DELETE' && row.studioItemId != null)
      throw badRequest('This upload is a video item now: delete the item instead', 'id');
    return userId;
  }
  if (req.method !== 'POST') throw notFound();
  if (req.headers['upload-defer-length'])
    throw badRequest('Give the file size (Upload-Length) when the upload starts', 'Upload-Length');
  const raw = req.headers['upload-length'];
  const length = typeof raw === 'string' && /^\d{1,16}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(length)) throw badRequest('Upload-Length is required', 'Upload-Length');
  if (length === 0) throw badRequest('The file is empty (0 bytes)', 'Upload-Length');
  if (length > media.uploadMaxBytes)
    throw new HttpError(413, [
      { msg: `The file is over the ${mb(media.uploadMaxBytes)} limit`, param: 'Upload-Length' },
    ]);
  const used = await usedBytes(db, userId);
  if (used + length > media.quotaBytes)
    throw new HttpError(413, [
      {
        msg: `Not enough storage left: ${mb(media.quotaBytes - used)} of your ${mb(media.quotaBytes)} remain`,
        param: 'Upload-Length',
      },
    ]);
  return userId;
}

/** tus 1.0 resumable uploads at /api/uploads (POST, HEAD, PATCH, DELETE, OPTIONS). */
export const uploadsRoutes =
  (deps: ModuleDeps, media: MediaConfig): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps.db;
    const locker = deps.redis ? createRedisLocker(deps.redis, deps.bus) : undefined;
    if (locker) app.addHook('onClose', async () => locker.close());
    const tus = tusServer(db, media, locker);
    // The body is the file: left as the raw stream for tus (no parsing, no body limit).
    app.addContentTypeParser('application/offset+octet-stream', (_req, _payload, done) =>
      done(null),
    );
    const handle = async (req: FastifyRequest, reply: FastifyReply) => {
      const userId = await guard(db, media, req);
      owners.set(req.raw, userId);
      reply.hijack();
      await tus.handle(req.raw, reply.raw);
    };
    for (const url of ['/uploads', '/uploads/*'])
      app.route({ method: ['POST', 'HEAD', 'PATCH', 'DELETE', 'OPTIONS'], url, handler: handle });

    await app.register(async (me) => {
      privateRoutes(me);
      me.get(
        '/me/uploads/limits',
        { schema: { tags: ['studio'], response: { 200: envelope(uploadLimitsSchema) } } },
        async (req) => {
          const used = await usedBytes(db, currentUser(req).id);
          return ok({
            max_bytes: media.uploadMaxBytes,
            quota_bytes: media.quotaBytes,
            used_bytes: used,
          });
        },
      );
    });
  };
