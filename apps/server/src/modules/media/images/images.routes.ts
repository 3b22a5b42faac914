import multipart from '@fastify/multipart';
import { ARTICLE_IMAGE_MAX_BYTES, envelope, uploadedImageSchema } from '@hoopdex/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../../deps';
import { badRequest, ok } from '../../../lib/http';
import { privateRoutes } from '../../../plugins/route-cache';
import { currentUser } from '../../../plugins/auth-context';
import { requirePublisher } from '../../publishers/index';
import { storeArticleImage } from './images.service';

/** Largest article picture accepted (the contract's, which the editor checks too). */
const IMAGE_MAX_BYTES = ARTICLE_IMAGE_MAX_BYTES;

/** POST /api/me/images: multipart field `file`, or the raw picture with its image/* type. */
export const imagesRoutes =
  ({ db: { db }, hosted }: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    privateRoutes(app);
    await app.register(multipart, { limits: { fileSize: IMAGE_MAX_BYTES, files: 1 } });
    app.addContentTypeParser(
      /^image\//,
      { parseAs: 'buffer', bodyLimit: IMAGE_MAX_BYTES },
      (_req, body, done) => done(null, body),
    );
    app.post(
      '/me/images',
      {
        bodyLimit: IMAGE_MAX_BYTES,
        schema: { tags: ['studio'], response: { 200: envelope(uploadedImageSchema) } },
      },
      async (req) => {
        await requirePublisher(db, currentUser(req).id);
        let bytes: Buffer;
        if (req.isMultipart()) {
          const part = await req.file();
          if (!part || part.fieldname !== 'file')
            throw badRequest('Send the picture as the field "file"', 'file');
          bytes = await part.toBuffer().catch(() => {
            throw badRequest(`The picture is over ${IMAGE_MAX_BYTES / 1024 / 1024} MB`, 'file');
          });
        } else if (Buffer.isBuffer(req.body)) bytes = req.body;
        else throw badRequest('Send a picture (multipart "file" or an image/* body)', 'file');
        if (!bytes.length) throw badRequest('The file is empty', 'file');
        return ok(await storeArticleImage((key, body) => hosted.storage.put(key, body), bytes));
      },
    );
  };
