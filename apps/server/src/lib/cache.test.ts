import { describe, expect, it } from 'vitest';
import { createCache } from './cache';
import { rawKey } from '../test/raw-cache-key';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** A load that answers `value` after `ms`, counting its calls. */
function loader(ms = 0) {
  const calls = { n: 0 };
  const load = (value: string) => async () => {
    calls.n++;
    await sleep(ms);
    return value;
  };
  return { calls, load };
}

describe('createCache', () => {
  it('loads a burst of misses once (single-flight)', async () => {
    const cache = createCache();
    const { calls, load } = loader(20);
    const all = await Promise.all(Array.from({ length: 50 }, () => cache.wrap(rawKey`k`, 60, load('v'))));
    expect(new Set(all)).toEqual(new Set(['v']));
    expect(calls.n).toBe(1);
  });

  it('after the TTL answers the stale value at once and refreshes it in the background', async () => {
    const cache = createCache();
    const ttl = 0.2; // 200 ms fresh, then 200 ms stale
    expect(await cache.wrap(rawKey`k`, ttl, async () => 'old')).toBe('old');
    await sleep(250);
    let release: (v: string) => void = () => undefined;
    let refreshes = 0;
    const slow = () => {
      refreshes++;
      return new Promise<string>((r) => (release = r));
    };
    expect(await cache.wrap(rawKey`k`, ttl, slow)).toBe('old'); // not waiting for the refresh
    expect(await cache.wrap(rawKey`k`, ttl, slow)).toBe('old'); // and only one refresh under way
    expect(refreshes).toBe(1);
    release('new');
    await sleep(0);
    expect(await cache.wrap(rawKey`k`, ttl, slow)).toBe('new');
    expect(refreshes).toBe(1);
  });

  it('forgets a value past twice its TTL', async () => {
    const cache = createCache();
    const { load } = loader();
    await cache.wrap(rawKey`k`, 0.02, load('old'));
    await sleep(80);
    expect(await cache.wrap(rawKey`k`, 0.02, load('new'))).toBe('new');
  });

  it('past twice its TTL the first reader waits for the load; readers meanwhile get the old value', async () => {
    const cache = createCache();
    await cache.wrap(rawKey`k`, 0.05, async () => 'old');
    await sleep(200);
    // Loads held as by a long import's transaction, released by the test.
    const releases: ((v: string) => void)[] = [];
    const held = () => new Promise<string>((r) => releases.push(r));
    const started = async (n: number) => {
      while (releases.length < n) await sleep(1);
    };
    const first = cache.wrap(rawKey`k`, 0.05, held);
    expect(await cache.wrap(rawKey`k`, 0.05, held)).toBe('old');
    expect(await cache.wrap(rawKey`k`, 0.05, held)).toBe('old');
    await started(1);
    expect(releases.length).toBe(1); // one load for all three readers
    releases[0]!('new');
    expect(await first).toBe('new');
    expect(await cache.wrap(rawKey`k`, 0.05, held)).toBe('new');
    // Dropped by a write, the old value is never answered again, load or no load.
    const before = releases.length;
    await cache.invalidate(rawKey`k`);
    const after = cache.wrap(rawKey`k`, 0.05, held);
    const meanwhile = cache.wrap(rawKey`k`, 0.05, held);
    await started(before + 1);
    for (const release of releases.slice(before)) release('newest');
    expect([await after, await meanwhile]).toEqual(['newest', 'newest']);
  });

  it('invalidate drops values and does not keep a load that was under way', async () => {
    const cache = createCache();
    const { load } = loader(30);
    await cache.wrap(rawKey`a:1`, 60, load('a1'));
    await cache.wrap(rawKey`b:1`, 60, load('b1'));
    const early = cache.wrap(rawKey`a:2`, 60, load('before the write'));
    await cache.invalidate(rawKey`a:`);
    expect(await cache.wrap(rawKey`a:1`, 60, load('a1 again'))).toBe('a1 again');
    expect(await cache.wrap(rawKey`b:1`, 60, load('b1 again'))).toBe('b1'); // other prefix kept
    // A read after the write does not join the load that started before it.
    expect(await cache.wrap(rawKey`a:2`, 60, load('after the write'))).toBe('after the write');
    expect(await early).toBe('before the write');
    expect(await cache.wrap(rawKey`a:2`, 60, load('third'))).toBe('after the write');
  });

  it('a failed load is not cached; the next read tries again', async () => {
    const cache = createCache();
    await expect(
      cache.wrap(rawKey`k`, 60, async () => {
        throw new Error('db down');
      }),
    ).rejects.toThrow('db down');
    expect(await cache.wrap(rawKey`k`, 60, async () => 'up')).toBe('up');
  });
});
