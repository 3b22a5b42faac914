import { createRequire } from 'node:module';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

// The plugin's own two stores (same counting rules), combined below. They are CommonJS files
// without types; the package has no exports map, so they are reachable by path.
const require = createRequire(import.meta.url);
type StoreCtor = new (...args: unknown[]) => FastifyRateLimitStore;
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as StoreCtor;
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as StoreCtor;

type Incr = FastifyRateLimitStore['incr'];
type ChildOptions = Parameters<FastifyRateLimitStore['child']>[0];

/**
 * The API rate limit counted in Redis (one budget for every instance) and, while Redis cannot be
 * reached, in this process: each instance then keeps its own budget, so a Redis outage neither
 * lifts the limit nor fails requests. The Redis connection fails fast (redis-connection.ts), so
 * a request pays no wait for the fallback.
 */
export function fallbackRateLimitStore(redis: Redis, nameSpace: string): FastifyRateLimitStoreCtor {
  const combine = (shared: FastifyRateLimitStore, local: FastifyRateLimitStore) => {
    const store: FastifyRateLimitStore = {
      incr: ((key, callback, timeWindow, max) => {
        shared.incr(
          key,
          (err, result) =>
            err ? local.incr(key, callback, timeWindow, max) : callback(null, result),
          timeWindow,
          max,
        );
      }) as Incr,
      child: (routeOptions: ChildOptions) =>
        combine(shared.child(routeOptions), local.child(routeOptions)),
    };
    return store;
  };
  return class {
    constructor(options: { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
      const { continueExceeding, exponentialBackoff } = options;
      return combine(
        new RedisStore(continueExceeding, exponentialBackoff, redis, nameSpace),
        new LocalStore(continueExceeding, exponentialBackoff),
      );
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
