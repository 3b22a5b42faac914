import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

/**
 * Cache for public reads. PGlite answers one query at a time, so hot public lists (feed page 1,
 * trending, leaderboards) are served from memory. Layers: an in-process LRU (per instance, short
 * TTL) and, with REDIS_URL, Redis shared by all instances. Concurrent misses of one key share a
 * single load (single-flight), so a burst costs one query, not hundreds.
 */
export interface Cache {
  wrap<T>(key: string, ttlSeconds: number, load: () => Promise<T>): Promise<T>;
  /** Drops keys starting with prefix (in this process; Redis keys expire by TTL). */
  invalidate(prefix: string): Promise<void>;
}

export function createCache(opts: { redis?: Redis | undefined; maxEntries?: number } = {}): Cache {
  const local = new LRUCache<string, { value: unknown }>({ max: opts.maxEntries ?? 5_000, ttlAutopurge: false });
  const inflight = new Map<string, Promise<unknown>>();
  const redis = opts.redis;

  async function loadThrough<T>(key: string, ttl: number, load: () => Promise<T>): Promise<T> {
    if (redis) {
      const hit = await redis.get(`cache:${key}`).catch(() => null);
      if (hit !== null) return JSON.parse(hit) as T;
    }
    const value = await load();
    if (redis) {
      await redis.set(`cache:${key}`, JSON.stringify(value), 'EX', ttl).catch(() => undefined);
    }
    return value;
  }

  return {
    async wrap<T>(key: string, ttlSeconds: number, load: () => Promise<T>): Promise<T> {
      const hit = local.get(key);
      if (hit) return hit.value as T;
      const pending = inflight.get(key);
      if (pending) return pending as Promise<T>;
      const p = loadThrough(key, ttlSeconds, load)
        .then((value) => {
          local.set(key, { value }, { ttl: ttlSeconds * 1000 });
          return value;
        })
        .finally(() => inflight.delete(key));
      inflight.set(key, p);
      return p;
    },
    async invalidate(prefix) {
      for (const key of local.keys()) if (key.startsWith(prefix)) local.delete(key);
      if (redis) {
        const keys = await redis.keys(`cache:${prefix}*`).catch(() => [] as string[]);
        if (keys.length) await redis.del(...keys).catch(() => undefined);
      }
    },
  };
}

/** Cache-Control for public GETs: browsers and CDNs may keep it briefly. */
export function publicCacheHeader(seconds: number): string {
  return `public, max-age=${seconds}, stale-while-revalidate=${seconds * 2}`;
}
