import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { startTcpProxy } from '../test/tcp-proxy';
import { connectTestRedis, testNamespace } from '../test/test-redis';
import { createCache, dropRedisPrefix } from './cache';
import { createRedisBus, type RedisBus } from './redis-bus';
import { failFastRedisOptions, watchOutages } from './redis-connection';
import { rawKey } from '../test/raw-cache-key';

// Cross-instance invalidation (issue 14): two caches stand for two instances, each with its own
// Redis connections as in production. The outage case goes through a TCP proxy that the test
// cuts: the shared Redis of this machine is never stopped.
const redis = await connectTestRedis();
const cleanups: (() => unknown)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
  redis?.disconnect();
});
const quiet = { info: () => undefined, warn: () => undefined };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function instance(url: string) {
  const conn = new Redis(url, failFastRedisOptions);
  watchOutages(conn, quiet, 'Redis');
  const bus = createRedisBus(conn, quiet);
  cleanups.push(
    () => bus.close(),
    () => conn.disconnect(),
  );
  return { conn, bus, cache: createCache({ redis: conn, bus }) };
}
const ready = (r: Redis) =>
  r.status === 'ready' ? Promise.resolve() : new Promise((res) => r.once('ready', res));

async function until(check: () => boolean | Promise<boolean>, ms = 3_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await sleep(10);
  }
}

describe.runIf(redis)('the Redis bus and cross-instance cache invalidation', () => {
  const url = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

  it('delivers by channel to every instance, once each, the sender included', async () => {
    const channel = `${testNamespace()}chat`;
    const [a, b] = [instance(url), instance(url)];
    const got: string[] = [];
    const subscribe = (bus: RedisBus, who: string) =>
      bus.subscribe(channel, (m) => got.push(`${who}:${m}`));
    subscribe(a.bus, 'a');
    const stopB = subscribe(b.bus, 'b');
    await Promise.all([ready(a.conn), ready(b.conn)]);
    await sleep(200); // the subscriptions reach Redis
    await a.bus.publish(channel, 'hello');
    await until(() => got.length === 2);
    expect(got.sort()).toEqual(['a:hello', 'b:hello']);
    stopB();
    await b.bus.publish(channel, 'bye'); // b no longer listens, even to itself
    await until(() => got.length === 3);
    await sleep(100);
    expect(got.at(-1)).toBe('a:bye');
  });

  it("a write on one instance drops the other's in-process copy at once", async () => {
    const ns = testNamespace();
    const [a, b] = [instance(url), instance(url)];
    await Promise.all([ready(a.conn), ready(b.conn)]);
    await sleep(200);
    await b.cache.wrap(rawKey`${ns}fans|/p`, 600, async () => 10);
    await a.cache.invalidate(rawKey`${ns}fans|`);
    // b would otherwise keep 10 for ten minutes; one message later it reloads.
    await until(() => b.cache.peek(rawKey`${ns}fans|/p`) === undefined);
    expect(await b.cache.wrap(rawKey`${ns}fans|/p`, 600, async () => 11)).toBe(11);
    await dropRedisPrefix(redis!, `cache:${ns}`);
  });

  it('serves from local copies while Redis is away, then drops them when it returns', async () => {
    const ns = testNamespace();
    const target = new URL(url);
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
    cleanups.push(() => proxy.close());
    const via = new URL(url);
    via.port = String(proxy.port);
    const b = instance(via.toString());
    await ready(b.conn);
    await sleep(200);
    expect(await b.cache.wrap(rawKey`${ns}k|/r`, 600, async () => 'before')).toBe('before');

    await proxy.cut('down');
    await until(() => b.conn.status !== 'ready');
    // Redis away: the local copy answers, a miss loads from the database, nothing waits or throws.
    const t0 = Date.now();
    expect(await b.cache.wrap(rawKey`${ns}k|/r`, 600, async () => 'during')).toBe('before');
    expect(await b.cache.wrap(rawKey`${ns}other|/r`, 600, async () => 'loaded')).toBe('loaded');
    await b.cache.invalidate(rawKey`${ns}gone|`);
    expect(Date.now() - t0).toBeLessThan(1_500);

    await proxy.restore();
    // Back: messages may have been lost meanwhile, so every local copy is dropped.
    await until(() => b.cache.peek(rawKey`${ns}k|/r`) === undefined, 10_000);
    await until(() => b.conn.status === 'ready', 10_000);
    expect(await b.cache.wrap(rawKey`${ns}k|/r`, 600, async () => 'after')).toBe('before'); // Redis's copy
    await dropRedisPrefix(redis!, `cache:${ns}`);
  });
});
