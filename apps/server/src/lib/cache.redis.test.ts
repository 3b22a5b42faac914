import { afterAll, describe, expect, it } from 'vitest';
import { connectTestRedis, testNamespace } from '../test/test-redis';
import { createCache, dropRedisPrefix } from './cache';
import { rawKey } from '../test/raw-cache-key';

const redis = await connectTestRedis();
afterAll(() => redis?.disconnect());

describe.runIf(redis)('cache invalidation in Redis (SCAN, not KEYS)', () => {
  it('drops exactly the keys under a prefix, glob characters in it taken literally', async () => {
    const r = redis!;
    const ns = testNamespace();
    const cache = createCache({ redis: r });
    // Many keys, so SCAN needs several batches; `[` in a key would be a glob class to KEYS.
    await Promise.all(
      Array.from({ length: 2500 }, (_, i) => cache.wrap(rawKey`${ns}a:[["n",${i}]]|/x`, 60, async () => i)),
    );
    await cache.wrap(rawKey`${ns}a:[["n",1]]x|/x`, 60, async () => 'sibling');
    await cache.wrap(rawKey`${ns}b:1|/x`, 60, async () => 'other');
    await cache.wrap(rawKey`${ns}a:1|/x`, 60, async () => 'glob-would-match');

    await cache.invalidate(rawKey`${ns}a:[["n",`);
    const left = (await r.keys(`cache:${ns}*`)).sort();
    expect(left).toEqual([`cache:${ns}a:1|/x`, `cache:${ns}b:1|/x`]);
    // The in-process copies went too: the next read loads again.
    expect(await cache.wrap(rawKey`${ns}a:[["n",7]]|/x`, 60, async () => 'reloaded')).toBe('reloaded');

    await dropRedisPrefix(r, `cache:${ns}`);
    expect(await r.keys(`cache:${ns}*`)).toEqual([]);
  });

  it('a second instance reads what the first stored, and both lose it on invalidation', async () => {
    const r = redis!;
    const ns = testNamespace();
    const one = createCache({ redis: r });
    const two = createCache({ redis: r });
    await one.wrap(rawKey`${ns}k|/r`, 60, async () => 'from one');
    expect(await two.wrap(rawKey`${ns}k|/r`, 60, async () => 'from two')).toBe('from one');
    await one.invalidate(rawKey`${ns}k|`);
    const three = createCache({ redis: r });
    expect(await three.wrap(rawKey`${ns}k|/r`, 60, async () => 'fresh')).toBe('fresh');
    await dropRedisPrefix(r, `cache:${ns}`);
  });
});
