import { Redis } from 'ioredis';

/**
 * The Redis the Redis-backed tests use: TEST_REDIS_URL, else the local default. Resolves to
 * undefined when none answers, so those tests are skipped on a machine without Redis.
 */
export async function connectTestRedis(): Promise<Redis | undefined> {
  const redis = new Redis(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379', {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  try {
    await redis.connect();
    await redis.ping();
    return redis;
  } catch {
    redis.disconnect();
    return undefined;
  }
}

/** A key namespace of one test run, so parallel runs and leftovers never collide. */
export const testNamespace = () => `test-${process.pid}-${Date.now().toString(36)}:`;
