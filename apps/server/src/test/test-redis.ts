import { Redis } from 'ioredis';

/**
 * The Redis the Redis-backed tests use: TEST_REDIS_URL, else the local default. Resolves to
 * undefined when none answers, so those tests are skipped on a machine without Redis; under
 * CI=true (where .ci/run starts one) a missing Redis is an error, not a quiet skip.
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
  } catch (err) {
    redis.disconnect();
    if (process.env.CI === 'true' || process.env.CI === '1') {
      throw new Error(`CI needs Redis for the Redis-backed tests: ${String(err)}`);
    }
    return undefined;
  }
}

/** A key namespace of one test run, so parallel runs and leftovers never collide. */
export const testNamespace = () => `test-${process.pid}-${Date.now().toString(36)}:`;
