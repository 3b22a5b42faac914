import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

/** GET /media/uploads/images/{id}/{width}.{webp,jpg,png}: a new id per upload, so immutable. */
export function uploadedImagesRoutes(mediaDir: string) {
  return async (app: FastifyInstance) => {
    const root = path.join(mediaDir, 'uploads');
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
