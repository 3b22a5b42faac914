import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Cache } from './cache';
import { publicCacheHeader } from './cache';
import { requireUser } from '../plugins/auth-context';

/**
 * A public GET answered through the shared cache (in-process LRU, Redis when configured) and
 * marked cacheable for browsers and CDNs. The key must name every parameter that shapes the
 * answer; public answers never depend on who asks.
 */
export function publicRead<T>(
  cache: Cache,
  reply: FastifyReply,
  key: string,
  ttlSeconds: number,
  load: () => Promise<T>,
): Promise<T> {
  reply.header('cache-control', publicCacheHeader(ttlSeconds));
  return cache.wrap(key, ttlSeconds, load);
}

/** Stable cache key from a parsed query: key order and undefined values do not matter. */
export function keyOf(prefix: string, query: object): string {
  const entries = Object.entries(query)
    .filter(([k, v]) => v !== undefined && k !== 'token')
    .sort(([a], [b]) => a.localeCompare(b));
  return `${prefix}:${JSON.stringify(entries)}`;
}

/** Inside a plugin: every route needs a signed-in user and its answers are never cached. */
export function privateRoutes(app: FastifyInstance) {
  app.addHook('preHandler', requireUser);
  app.addHook('onSend', async (_req, reply, payload) => {
    reply.header('cache-control', 'private, no-store');
    return payload;
  });
}
