import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { lagTolerant, REPLICA_GRACE_MS } from './read-routing';
import type { RedisBus } from './redis-bus';

/**
 * Cache for public reads. PGlite answers one query at a time, so hot public lists (feed page 1,
 * trending, leaderboards) are served from memory. Layers: an in-process LRU (per instance, short
 * TTL) and, with REDIS_URL, Redis shared by all instances. Concurrent misses of one key share a
 * single load (single-flight), so a burst costs one query, not hundreds.
 *
 * Stale-while-revalidate: a value is fresh for its TTL, then kept as long again; a read in that
 * second period gets it at once while one background load replaces it (a failed load leaves it
 * until it expires, so an outage is ridden out). Past that, the first reader waits for a load, and
 * readers meanwhile still get the old value. Readers never queue behind a periodic refresh:
 * at 2,000 req/s a 300 ms reload of a hot key used to stall ~600 requests. Browsers and CDNs get
 * the same allowance (publicCacheHeader). Invalidation drops values outright, and loads already
 * under way for those keys are not stored: the next read after a write waits for fresh data.
 *
 * Several instances (docs/decisions/0009-scale-out.md): an invalidation is also published on the
 * bus (Redis pub/sub), and every other instance drops its in-process copies under that prefix
 * when the message arrives, so no local copy outlives a write made elsewhere by more than one
 * message's travel. While Redis is away each instance keeps serving from its own copies (bounded
 * by their TTL); when the bus reconnects it drops them all, since messages were lost meanwhile,
 * and Redis drops that failed during the outage are made again.
 */
export interface Cache {
  wrap<T>(key: CacheKey, ttlSeconds: number, load: () => Promise<T>): Promise<T>;
  /** The value kept here for a key, fresh or stale, without loading it (undefined: none). */
  peek<T>(key: CacheKey): T | undefined;
  /**
   * The one invalidation: drops the key and every key made under it (childKey, keyOf), here,
   * in Redis and on every instance. `players|one|ann|` never drops `players|one|ann-archer|`.
   */
  invalidate(key: CacheKey): Promise<void>;
}

/**
 * The one key format. A key is a list of segments, each ended by `|` (a `|` or `%` inside a
 * segment is percent-escaped), so a key is a prefix of another only when the other is made
 * under it: a group (`content|list|`) holds its lists, one player's page never holds another's.
 * Keys are made only by cacheKey, childKey and keyOf, in each module's `*-cache.ts` (its key
 * registry, with the functions that drop them); the brand keeps hand-typed strings out.
 */
export type CacheKey = string & { readonly __cacheKey: unique symbol };

const segment = (s: string | number) =>
  `${String(s).replace(/[%|]/g, (c) => (c === '%' ? '%25' : '%7C'))}|`;

export function cacheKey(...segments: Array<string | number>): CacheKey {
  return segments.map(segment).join('') as CacheKey;
}

/** A key under another: dropped with it. */
export function childKey(parent: CacheKey, ...segments: Array<string | number>): CacheKey {
  return (parent + cacheKey(...segments)) as CacheKey;
}

/** The bus channel of invalidations; the message is the key prefix. */
export const INVALIDATE_CHANNEL = 'cache-invalidate';

export function createCache(
  opts: {
    redis?: Redis | undefined;
    bus?: RedisBus | undefined;
    maxEntries?: number;
    /** Where the keys live in Redis ('cache:'); tests sharing one Redis give each run its own. */
    redisPrefix?: string;
  } = {},
): Cache {
  const inRedis = opts.redisPrefix ?? 'cache:';
  const local = new LRUCache<string, { value: unknown; freshUntil: number }>({
    max: opts.maxEntries ?? 5_000,
    ttlAutopurge: false,
  });
  const inflight = new Map<string, Promise<unknown>>();
  const redis = opts.redis;
  /** Prefixes whose Redis copies could not be dropped (Redis away): dropped when it returns. */
  const pendingRedisDrops = new Set<string>();

  /** Prefixes invalidated lately, here or elsewhere: their next loads read the primary. */
  const recentlyWritten = new Map<string, number>();
  function readsPrimary(key: string): boolean {
    const now = Date.now();
    for (const [prefix, at] of recentlyWritten) {
      if (now - at > REPLICA_GRACE_MS) recentlyWritten.delete(prefix);
      else if (key.startsWith(prefix)) return true;
    }
    return false;
  }

  function dropLocal(prefix: string) {
    recentlyWritten.set(prefix, Date.now());
    for (const key of local.keys()) if (key.startsWith(prefix)) local.delete(key);
    for (const key of inflight.keys()) if (key.startsWith(prefix)) inflight.delete(key);
  }

  async function dropShared(prefix: string) {
    if (!redis) return;
    try {
      await dropRedisPrefix(redis, `${inRedis}${prefix}`);
      pendingRedisDrops.delete(prefix);
    } catch {
      pendingRedisDrops.add(prefix);
    }
  }

  opts.bus?.subscribe(INVALIDATE_CHANNEL, dropLocal);
  opts.bus?.onReconnect(() => {
    local.clear();
    inflight.clear();
  });
  redis?.on('ready', () => {
    for (const prefix of [...pendingRedisDrops]) void dropShared(prefix);
  });

  /** Redis's copy, else a load (`loaded`: to be stored in Redis too). */
  async function loadThrough<T>(
    key: string,
    load: () => Promise<T>,
  ): Promise<{ value: T; loaded: boolean }> {
    if (redis) {
      const hit = await redis.get(`${inRedis}${key}`).catch(() => null);
      if (hit !== null) return { value: JSON.parse(hit) as T, loaded: false };
    }
    // A public load may read a replica (lib/read-routing.ts), unless its key was just written.
    const value = readsPrimary(key) ? await load() : await lagTolerant(load);
    return { value, loaded: true };
  }

  /** One load per key at a time; stored unless the key was invalidated meanwhile. */
  function refresh<T>(key: string, ttl: number, load: () => Promise<T>): Promise<T> {
    const pending = inflight.get(key);
    if (pending) return pending as Promise<T>;
    const p: Promise<T> = loadThrough(key, load)
      .then(({ value, loaded }) => {
        // Not stored (here or in Redis) if the key was invalidated while it loaded.
        if (inflight.get(key) === p) {
          local.set(key, { value, freshUntil: Date.now() + ttl * 1000 }, { ttl: ttl * 2000 });
          if (loaded && redis) {
            redis.set(`${inRedis}${key}`, JSON.stringify(value), 'EX', ttl).catch(() => undefined);
          }
        }
        return value;
      })
      .finally(() => {
        if (inflight.get(key) === p) inflight.delete(key);
      });
    inflight.set(key, p);
    return p;
  }

  return {
    async wrap<T>(key: string, ttlSeconds: number, load: () => Promise<T>): Promise<T> {
      // An entry past twice its TTL is not answered, but kept (not deleted) for the case below.
      const hit = local.get(key, { noDeleteOnStaleGet: true });
      if (!hit) {
        // Past it, while another reader's load is under way (on PGlite it waits for a long
        // import's COMMIT, issue 31): the old value rather than a queue behind that one load.
        // Only the first reader waits, and the old value goes once a load succeeds.
        const old = inflight.has(key)
          ? local.get(key, { allowStale: true, noDeleteOnStaleGet: true })
          : undefined;
        if (old) return old.value as T;
        return refresh(key, ttlSeconds, load);
      }
      if (hit.freshUntil <= Date.now()) refresh(key, ttlSeconds, load).catch(() => undefined);
      return hit.value as T;
    },
    peek<T>(key: string) {
      return local.peek(key)?.value as T | undefined;
    },
    async invalidate(prefix) {
      dropLocal(prefix);
      // Shared copies first, then the message: an instance that reloads on the message must
      // not find the old value in Redis.
      await dropShared(prefix);
      await opts.bus?.publish(INVALIDATE_CHANNEL, prefix);
    },
  };
}

/**
 * Deletes every Redis key starting with prefix by walking the keyspace with SCAN in batches:
 * KEYS would block Redis for every client while it walks all keys at once (O(N) in one call).
 * Keys embed JSON (`[["limit","10"]]`), so glob characters in the prefix are escaped.
 */
export async function dropRedisPrefix(redis: Redis, prefix: string): Promise<void> {
  const match = `${prefix.replace(/[*?[\]\\]/g, '\\$&')}*`;
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', match, 'COUNT', 1000);
    cursor = next;
    if (keys.length) await redis.unlink(...keys);
  } while (cursor !== '0');
}

/** Cache-Control for public GETs: browsers and CDNs may keep it briefly. */
export function publicCacheHeader(seconds: number): string {
  return `public, max-age=${seconds}, stale-while-revalidate=${seconds * 2}`;
}
