import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { objectMediaRoutes } from '../storage/object-media.routes';
import type { MediaStorage } from '../storage/storage';

/** GET /media/uploads/images/{id}/{width}.{webp,jpg,png}: a new id per upload, so immutable. */
export function uploadedImagesRoutes(storage: MediaStorage) {
  return async (app: FastifyInstance) => {
    if (!storage.localRoot) {
      await app.register(
        objectMediaRoutes(storage, { urlPrefix: '/media/uploads/', keyPrefix: 'uploads' }),
      );
      return;
    }
    const root = path.join(storage.localRoot, 'uploads');
    mkdirSync(root, { recursive: true });
    await app.register(fastifyStatic, {
      root,
      prefix: '/media/uploads/',
      decorateReply: false,
      index: false,
      list: false,
      dotfiles: 'deny',
      maxAge: '365d',
      immutable: true,
    });
  };
}
