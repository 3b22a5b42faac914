import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisBus, type RedisBus } from '../../../lib/redis-bus';
import { connectTestRedis } from '../../../test/test-redis';
import { createRedisLocker } from './redis-locker';

// Two lockers on one Redis stand for two instances: one upload's lock is held by one at a time,
// a waiter asks the holder to release (tus requestRelease), a dead holder's lease lapses.
const redis = await connectTestRedis();
const log = { info: () => undefined, warn: () => undefined };
let buses: RedisBus[] = [];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const id = () => `test-${process.pid}-${Math.random().toString(36).slice(2)}`;

describe.runIf(redis)('tus Redis locker', () => {
  const r = redis as Redis;
  beforeAll(() => {
    buses = [createRedisBus(r.duplicate(), log), createRedisBus(r.duplicate(), log)];
  });
  afterAll(async () => {
    for (const b of buses) await b.close();
    r.disconnect();
  });
  const never = () => new AbortController().signal;

  it('serializes one upload across instances; other uploads are not held up', async () => {
    const a = createRedisLocker(r, buses[0], { pollMs: 10 });
    const b = createRedisLocker(r, buses[1], { pollMs: 10 });
    const upload = id();
    const order: string[] = [];
    const first = a.newLock(upload);
    await first.lock(never(), () => undefined);
    order.push('a locked');
    const second = b.newLock(upload);
    const waiting = second.lock(never(), () => undefined).then(() => order.push('b locked'));
    // Another upload's lock is free meanwhile.
    const other = b.newLock(id());
    await other.lock(never(), () => undefined);
    await other.unlock();
    await sleep(150);
    expect(order).toEqual(['a locked']);
    order.push('a unlocks');
    await first.unlock();
    await waiting;
    expect(order).toEqual(['a locked', 'a unlocks', 'b locked']);
    await second.unlock();
    a.close();
    b.close();
  });

  it('a waiter on another instance asks the holder to release (requestRelease)', async () => {
    const a = createRedisLocker(r, buses[0], { pollMs: 10 });
    const b = createRedisLocker(r, buses[1], { pollMs: 10 });
    const upload = id();
    const held = a.newLock(upload);
    let asked = 0;
    // As tus does: the holder's request is cancelled and its lock let go.
    await held.lock(never(), () => {
      asked++;
      void held.unlock();
    });
    const t0 = Date.now();
    const next = b.newLock(upload);
    await next.lock(never(), () => undefined);
    expect(asked).toBe(1);
    expect(Date.now() - t0).toBeLessThan(2_000);
    await next.unlock();
    a.close();
    b.close();
  });

  it('a crashed holder: its lease lapses; a stale unlock does not free the new holder', async () => {
    const dead = createRedisLocker(r, undefined, { leaseMs: 300, pollMs: 20 });
    const live = createRedisLocker(r, undefined, { leaseMs: 5_000, pollMs: 20 });
    const upload = id();
    const lost = dead.newLock(upload);
    await lost.lock(never(), () => undefined);
    // The crash: no more renewals (close stops them, as the process's end would).
    dead.close();
    const t0 = Date.now();
    const next = live.newLock(upload);
    await next.lock(never(), () => undefined);
    expect(Date.now() - t0).toBeLessThan(2_000);
    // The dead one's late unlock (its token, lapsed) leaves the new holder's lock in place.
    await lost.unlock();
    const third = live.newLock(upload);
    const ac = new AbortController();
    setTimeout(() => ac.abort(), 200);
    await expect(third.lock(ac.signal, () => undefined)).rejects.toMatchObject({
      status_code: 500,
    });
    await next.unlock();
    await third.lock(never(), () => undefined);
    await third.unlock();
    live.close();
  });

  it('times out (tus ERR_LOCK_TIMEOUT) when the holder never lets go', async () => {
    const a = createRedisLocker(r, undefined, { acquireTimeoutMs: 200, pollMs: 20 });
    const upload = id();
    const held = a.newLock(upload);
    await held.lock(never(), () => undefined);
    await expect(a.newLock(upload).lock(never(), () => undefined)).rejects.toMatchObject({
      body: 'failed to acquire lock before timeout',
    });
    await held.unlock();
  });
});
