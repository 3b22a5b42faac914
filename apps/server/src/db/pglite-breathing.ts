import type { PGlite, Transaction } from '@electric-sql/pglite';
import { eventLoopSlicer } from '../lib/event-loop';

/**
 * PGlite runs in the server's thread and answers one statement at a time; a transaction holds
 * it from BEGIN to COMMIT (decision 0036). Two things follow for a long transaction (a whole
 * season's import): awaiting its statements is microtasks only, so without a breather its loop
 * of statements never lets a socket be read, and every other query (the health check's
 * `select 1`) waits for its COMMIT.
 *
 * `breathingTransactions` makes every transaction yield to the event loop between statements
 * once it has held the loop for `sliceMs`, so requests served from memory (cached public reads,
 * the health check) answer while it runs; `inTransaction()` says whether one is open now.
 */
export function breathingTransactions(pglite: PGlite, sliceMs = 5): { inTransaction(): boolean } {
  const done = wrapped.get(pglite);
  if (done) return done; // one instance opened twice (tests): wrapped once
  let open = 0;
  const transaction = pglite.transaction.bind(pglite);
  pglite.transaction = <T>(callback: (tx: Transaction) => Promise<T>): Promise<T> =>
    transaction(async (tx) => {
      open++;
      try {
        const breathe = eventLoopSlicer(sliceMs);
        const breathing = new Proxy(tx, {
          get(target, prop, receiver) {
            const value: unknown = Reflect.get(target, prop, receiver);
            if (
              (prop !== 'query' && prop !== 'exec' && prop !== 'sql') ||
              typeof value !== 'function'
            )
              return value;
            const fn = value as (...args: unknown[]) => Promise<unknown>;
            return async (...args: unknown[]) => {
              await breathe();
              if (!slowMs) return fn.apply(target, args);
              const started = performance.now();
              try {
                return await fn.apply(target, args);
              } finally {
                const ms = performance.now() - started;
                if (ms >= slowMs)
                  console.warn(
                    `slow statement in a transaction: ${ms.toFixed(0)} ms: ${String(args[0]).slice(0, 160)}`,
                  );
              }
            };
          },
        });
        return await callback(breathing);
      } finally {
        open--;
      }
    });
  const state = { inTransaction: () => open > 0 };
  wrapped.set(pglite, state);
  return state;
}

/** A diagnosis aid (bench:imports): statements of a transaction slower than this are logged. */
const slowMs = Number(process.env.PGLITE_SLOW_STATEMENT_MS ?? 0);

const wrapped = new WeakMap<PGlite, { inTransaction(): boolean }>();
