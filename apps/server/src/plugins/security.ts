import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { HttpError } from '../lib/http';
import { fallbackRateLimitStore } from './rate-limit-store';
import { registerSecurityHeaders } from './security-headers';

/** The only third-party hosts the page may talk to: the video hosts of spec §4. */
export const videoHosts = {
  frames: [
    'https://www.youtube.com',
    'https://www.youtube-nocookie.com',
    'https://cdn.jwplayer.com',
  ],
  images: ['https://i.ytimg.com', 'https://cdn.jwplayer.com', 'https://assets-jpcust.jwpsrv.com'],
  scripts: ['https://cdn.jwplayer.com', 'https://ssl.p.jwpcdn.com'],
};

export async function registerSecurity(
  app: FastifyInstance,
  opts: { rateLimitPerMinute: number; redis?: Redis | undefined },
) {
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...videoHosts.scripts],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...videoHosts.images],
        mediaSrc: ["'self'", 'blob:', ...videoHosts.images],
        frameSrc: videoHosts.frames,
        connectSrc: ["'self'", ...videoHosts.scripts],
        // hls.js (hosted video) runs its demuxer in a worker made from a blob: URL.
        workerSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
    hsts: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // The embedded players are cross-origin frames; COEP would block them.
    crossOriginEmbedderPolicy: false,
  });

  if (opts.rateLimitPerMinute > 0) {
    await app.register(rateLimit, {
      global: false,
      max: opts.rateLimitPerMinute,
      timeWindow: '1 minute',
      // With Redis one budget for all instances, counted locally while Redis is away.
      ...(opts.redis ? { store: fallbackRateLimitStore(opts.redis, 'hoopdex-rl:') } : {}),
      // The plugin throws what this returns: an HttpError, so the error handler sends its
      // { errors } as they are (a plain object has no `message` for the handler to read).
      errorResponseBuilder: (_req, ctx) =>
        new HttpError(429, [
          { msg: `Too many requests, retry in ${Math.ceil(ctx.ttl / 1000)} s`, param: '' },
        ]),
    });
  }
}
