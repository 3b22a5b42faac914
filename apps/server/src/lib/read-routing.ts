import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Which reads may go to a PostgreSQL streaming replica (DATABASE_REPLICA_URL), decided by where
 * they run rather than route by route (docs/decisions/0009-scale-out.md):
 * - loads of the public-read cache (cache.wrap) run inside `lagTolerant`: their answers are
 *   already allowed to be seconds old, for every visitor alike, so a replica a few milliseconds
 *   behind changes nothing;
 * - everything else (writes, transactions, a signed-in user's own reads: follow status, likes,
 *   notes, boards; auth) goes to the primary, so a user always reads what they just wrote;
 * - a cache key invalidated in the last REPLICA_GRACE_MS is loaded from the primary too: right
 *   after a write the replica may not have it yet, and that stale answer would then be cached.
 */
const lagTolerantScope = new AsyncLocalStorage<true>();

/** How long after an invalidation its keys are read from the primary (replication lag bound). */
export const REPLICA_GRACE_MS = 5_000;

export function lagTolerant<T>(fn: () => Promise<T>): Promise<T> {
  return lagTolerantScope.run(true, fn);
}

export function inLagTolerantRead(): boolean {
  return lagTolerantScope.getStore() === true;
}

/**
 * One database object for the services: each query builder it hands out (select, execute,
 * query.*, transaction, ...) comes from the replica inside a lag-tolerant read, else from the
 * primary. Services never know a replica exists.
 */
export function routedDatabase<D extends object>(primary: D, replica: D): D {
  return new Proxy(primary, {
    get(_target, prop) {
      const db = inLagTolerantRead() ? replica : primary;
      const value = Reflect.get(db, prop, db) as unknown;
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(db) : value;
    },
  });
}
