import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { connectTestRedis, testNamespace } from '../../../test/test-redis';
import { createRedisAttemptLimiter } from '../redis-attempt-limiter';

const redis = await connectTestRedis();
afterAll(() => redis?.disconnect());

describe.runIf(redis)('attempt limiter in Redis', () => {
  it('two instances share one budget per key; reset clears it for both', async () => {
    const ns = testNamespace();
    const a = createRedisAttemptLimiter(redis!, ns);
    const b = createRedisAttemptLimiter(redis!, ns);
    const rule = { max: 3, windowMs: 60_000 };
    expect(await a.hit('signin:ip:1.2.3.4', rule)).toBe(0);
    expect(await b.hit('signin:ip:1.2.3.4', rule)).toBe(0);
    expect(await a.hit('signin:ip:1.2.3.4', rule)).toBe(0);
    // The 4th attempt, made on the other instance, is over the shared budget.
    const wait = await b.hit('signin:ip:1.2.3.4', rule);
    expect(wait).toBeGreaterThan(50);
    expect(wait).toBeLessThanOrEqual(60);
    expect(await a.hit('signin:ip:5.6.7.8', rule)).toBe(0);
    await a.reset('signin:ip:1.2.3.4');
    expect(await b.hit('signin:ip:1.2.3.4', rule)).toBe(0);
    await redis!.del(`${ns}signin:ip:1.2.3.4`, `${ns}signin:ip:5.6.7.8`);
  });

  it('the window expires in Redis (a new window starts after it)', async () => {
    const ns = testNamespace();
    const limiter = createRedisAttemptLimiter(redis!, ns);
    const rule = { max: 1, windowMs: 150 };
    expect(await limiter.hit('k', rule)).toBe(0);
    expect(await limiter.hit('k', rule)).toBeGreaterThan(0);
    const ttl = await redis!.pttl(`${ns}k`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(150);
    await new Promise((r) => setTimeout(r, 200));
    expect(await limiter.hit('k', rule)).toBe(0);
    await redis!.del(`${ns}k`);
  });

  it('counts in the process when Redis cannot be reached', async () => {
    const down = new Redis('redis://127.0.0.1:1', {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      enableOfflineQueue: false,
      retryStrategy: () => null,
    });
    const limiter = createRedisAttemptLimiter(down, testNamespace());
    const rule = { max: 1, windowMs: 60_000 };
    expect(await limiter.hit('k', rule)).toBe(0);
    expect(await limiter.hit('k', rule)).toBeGreaterThan(0);
    down.disconnect();
  });
});
