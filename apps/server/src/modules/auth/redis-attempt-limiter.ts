import type { Redis } from 'ioredis';
import { createAttemptLimiter, type AttemptLimiter, type LimitRule } from './attempt-limiter';

/**
 * One fixed window per key in Redis: the first hit starts the window (PEXPIRE), the count and
 * the time left come back in one round trip. Atomic as a script, so concurrent attempts on
 * several instances are all counted.
 */
const HIT_SCRIPT = `
local n = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {n, ttl}`;

/**
 * The attempt limiter shared by every instance through Redis (REDIS_URL): with N instances
 * behind a balancer a guesser still gets `max` attempts per window, not N × max. If Redis
 * cannot be reached the attempt is counted in this process instead: still limited per
 * instance, and sign-in keeps working through a Redis outage.
 */
export function createRedisAttemptLimiter(redis: Redis, prefix = 'hoopdex-auth:'): AttemptLimiter {
  const fallback = createAttemptLimiter();
  return {
    async hit(key: string, rule: LimitRule) {
      try {
        const [count, ttlMs] = (await redis.eval(HIT_SCRIPT, 1, prefix + key, rule.windowMs)) as [
          number,
          number,
        ];
        return count > rule.max ? Math.max(1, Math.ceil(ttlMs / 1000)) : 0;
      } catch {
        return fallback.hitNow(key, rule);
      }
    },
    async reset(key: string) {
      fallback.resetNow(key);
      await redis.del(prefix + key).catch(() => undefined);
    },
  };
}
