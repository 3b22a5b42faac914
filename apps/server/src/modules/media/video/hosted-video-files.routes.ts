import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { objectMediaRoutes } from '../storage/object-media.routes';
import type { MediaStorage } from '../storage/storage';

/**
 * GET /media/hosted/{item}/{version}/... — playlists, segments, poster and sprite. Every path
 * holds a version made per transcode, so nothing under it ever changes: a year, immutable.
 * @fastify/static (send) answers Range requests and HEAD; from S3, objectMediaRoutes does.
 */
export function hostedVideoFilesRoutes(storage: MediaStorage) {
  return async (app: FastifyInstance) => {
    if (!storage.localRoot) {
      await app.register(
        objectMediaRoutes(storage, {
          urlPrefix: '/media/hosted/',
          keyPrefix: 'hosted',
          cors: true,
        }),
      );
      return;
    }
    const root = path.join(storage.localRoot, 'hosted');
    mkdirSync(root, { recursive: true });
    await app.register(fastifyStatic, {
      root,
      prefix: '/media/hosted/',
      decorateReply: false,
      index: false,
      list: false,
      dotfiles: 'deny',
      maxAge: '365d',
      immutable: true,
      setHeaders(res, file) {
        if (file.endsWith('.m3u8')) res.header('content-type', 'application/vnd.apple.mpegurl');
        res.header('access-control-allow-origin', '*');
      },
    });
  };
}
