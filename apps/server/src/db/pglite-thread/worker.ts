import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import {
  toWireError,
  type Reply,
  type Request,
  type WireQueryOptions,
  type WorkerData,
} from './protocol';

// The PGlite thread (decision 0038): the database runs here, so a long statement holds this
// thread, never the server's event loop. Every request is answered as soon as PGlite has done
// it; PGlite's own queue keeps them one at a time and holds other work while a transaction is
// open, as in the server's thread.

const port = parentPort!;
const { dataDir } = workerData as WorkerData;
const keepText = (value: string) => value;

/** Open transactions: their PGlite handle and how to end them. */
const open = new Map<
  number,
  { tx: Transaction; done: Promise<void>; end(commit: boolean): void }
>();
let nextTx = 1;
const rollback = Symbol('rollback');

const reply = (r: Reply) => port.postMessage(r);

function queryOptions(o: WireQueryOptions) {
  return {
    ...(o.rowMode ? { rowMode: o.rowMode } : {}),
    ...(o.blob ? { blob: o.blob } : {}),
    ...(o.textTypes?.length
      ? { parsers: Object.fromEntries(o.textTypes.map((t) => [t, keepText])) }
      : {}),
  };
}

async function main() {
  const pglite = new PGlite(dataDir, { extensions: { pg_trgm } });
  await pglite.waitReady;

  function target(tx: number | undefined): Pick<Transaction, 'query' | 'exec'> {
    if (tx === undefined) return pglite;
    const t = open.get(tx);
    if (!t) throw new Error('Transaction is closed');
    return t.tx;
  }

  async function run(m: Request): Promise<unknown> {
    switch (m.op) {
      case 'query': {
        const r = await target(m.tx).query(m.sql, m.params, queryOptions(m.options));
        return { rows: r.rows, fields: r.fields, affectedRows: r.affectedRows };
      }
      case 'exec': {
        const rs = await target(m.tx).exec(m.sql);
        return rs.map((r) => ({ rows: r.rows, fields: r.fields, affectedRows: r.affectedRows }));
      }
      case 'begin':
        return new Promise<number>((begun, failed) => {
          const id = nextTx++;
          const done: Promise<void> = pglite
            .transaction(
              (tx) =>
                new Promise<void>((commit, abort) => {
                  open.set(id, { tx, done, end: (ok) => (ok ? commit() : abort(rollback)) });
                  begun(id);
                }),
            )
            .finally(() => open.delete(id));
          // BEGIN failed (once begun, this settles nothing: 'end' answers for the outcome).
          done.catch(failed);
        });
      case 'end': {
        const t = open.get(m.tx);
        if (!t) throw new Error('Transaction is closed');
        t.end(m.commit);
        // Settles once COMMIT or ROLLBACK ran: a COMMIT that fails is the caller's error.
        await t.done.catch((err: unknown) => {
          if (err !== rollback) throw err;
        });
        return null;
      }
      case 'close':
        await pglite.close();
        return null;
    }
  }

  port.on('message', (m: Request) => {
    run(m).then(
      (value) => reply({ id: m.id, ok: true, value }),
      (err: unknown) => reply({ id: m.id, ok: false, error: toWireError(err) }),
    );
  });
  port.postMessage({ ready: true });
}

main().catch((err: unknown) => port.postMessage({ failed: toWireError(err) }));
