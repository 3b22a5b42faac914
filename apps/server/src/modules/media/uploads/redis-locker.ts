import { ERRORS, type Lock, type Locker, type RequestRelease } from '@tus/server';
import type { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import type { RedisBus } from '../../../lib/redis-bus';

/** Keys and the channel in Redis, apart from the cache's and the bus's own. */
const KEY_PREFIX = 'hoopdex:tus-lock:';
const RELEASE_CHANNEL = 'tus-lock-release';

/** Deletes / extends the key only while it still holds our token (a lapsed lease is not ours). */
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0`;
const RENEW = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) end return 0`;

export interface RedisLockerOptions {
  /** How long a lock holds without renewal: a crashed instance's lock lapses after it. */
  leaseMs?: number;
  /** How long `lock` waits for a held lock before tus answers ERR_LOCK_TIMEOUT. */
  acquireTimeoutMs?: number;
  /** Retry interval while waiting. */
  pollMs?: number;
}

/**
 * tus's Locker over Redis, so one upload's requests are handled one at a time across every
 * instance (the default MemoryLocker only sees its own process). A lock is a key set NX with
 * a lease, renewed every lease/3 while held and deleted by its token on unlock.
 *
 * requestRelease (tus: a new request for an upload asks the one holding it to stop, e.g. a
 * client that resumed after a dropped connection): the waiter publishes the upload id on the
 * bus; the instance holding that lock calls the holder's callback (tus cancels its request,
 * which unlocks). Without a bus only the lease and the holder's own end free it.
 */
export function createRedisLocker(
  redis: Redis,
  bus: RedisBus | undefined,
  opts: RedisLockerOptions = {},
): Locker & { close(): void } {
  const leaseMs = opts.leaseMs ?? 15_000;
  const acquireTimeoutMs = opts.acquireTimeoutMs ?? 30_000;
  const pollMs = opts.pollMs ?? 50;
  /** The locks this process holds: id → the holder's token and release callback. */
  const held = new Map<string, { token: string; release: RequestRelease }>();
  const renewals = new Set<NodeJS.Timeout>();
  const unsubscribe = bus?.subscribe(RELEASE_CHANNEL, (id) => {
    const holder = held.get(id);
    if (holder) void Promise.resolve(holder.release()).catch(() => undefined);
  });

  const askRelease = async (id: string) => {
    const local = held.get(id);
    if (local)
      await local.release(); // held here: no need for a round trip
    else await bus?.publish(RELEASE_CHANNEL, id).catch(() => undefined);
  };

  function newLock(id: string): Lock {
    const key = KEY_PREFIX + id;
    const token = randomUUID();
    let renew: NodeJS.Timeout | null = null;
    return {
      async lock(signal, requestRelease) {
        const deadline = Date.now() + acquireTimeoutMs;
        let asked = false;
        for (;;) {
          if (signal.aborted) throw ERRORS.ERR_LOCK_TIMEOUT;
          if ((await redis.set(key, token, 'PX', leaseMs, 'NX')) === 'OK') break;
          if (!asked) {
            asked = true;
            await askRelease(id);
          }
          if (Date.now() > deadline) throw ERRORS.ERR_LOCK_TIMEOUT;
          await new Promise((r) => setTimeout(r, pollMs));
        }
        held.set(id, { token, release: requestRelease });
        renew = setInterval(() => {
          void redis.eval(RENEW, 1, key, token, String(leaseMs)).catch(() => undefined);
        }, leaseMs / 3);
        renew.unref();
        renewals.add(renew);
      },
      async unlock() {
        if (renew) {
          clearInterval(renew);
          renewals.delete(renew);
        }
        renew = null;
        if (held.get(id)?.token === token) held.delete(id);
        await redis.eval(RELEASE, 1, key, token);
      },
    };
  }

  return {
    newLock,
    /** Stops listening and renewing: locks still held lapse after their lease (app close). */
    close() {
      unsubscribe?.();
      for (const timer of renewals) clearInterval(timer);
      renewals.clear();
    },
  };
}
