import { Worker } from 'node:worker_threads';
import {
  fromWireError,
  type Reply,
  type Request,
  type WireError,
  type WireQueryOptions,
  type WorkerData,
} from './protocol';

// The server's side of the PGlite thread (decision 0038): what drizzle and our code call on a
// PGlite (query, exec, transaction, close), each call sent to the thread and its answer awaited.

interface Results<T = unknown> {
  rows: T[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

interface QueryOptions {
  rowMode?: 'array' | 'object';
  /** drizzle passes parsers that keep dates, timestamps and intervals as text. */
  parsers?: Record<number, unknown>;
  blob?: Blob;
}

type Ask = (m: DistributiveOmit<Request, 'id'>) => Promise<unknown>;
type DistributiveOmit<T, K extends keyof T> = T extends unknown ? Omit<T, K> : never;

const wireOptions = (o: QueryOptions = {}): WireQueryOptions => ({
  ...(o.rowMode ? { rowMode: o.rowMode } : {}),
  ...(o.blob ? { blob: o.blob } : {}),
  ...(o.parsers ? { textTypes: Object.keys(o.parsers).map(Number) } : {}),
});

/** A transaction's handle, as PGlite's: statements of it, and a rollback. */
class RemoteTransaction {
  closed = false;
  constructor(
    private readonly ask: Ask,
    readonly tx: number,
  ) {}
  private check() {
    if (this.closed) throw new Error('Transaction is closed');
  }
  async query<T>(sql: string, params: unknown[] = [], options?: QueryOptions) {
    this.check();
    return (await this.ask({
      op: 'query',
      sql,
      params,
      options: wireOptions(options),
      tx: this.tx,
    })) as Results<T>;
  }
  async exec(sql: string) {
    this.check();
    return (await this.ask({ op: 'exec', sql, tx: this.tx })) as Results[];
  }
  /** As PGlite's: rolls back now; the callback's end then changes nothing. */
  async rollback() {
    this.check();
    this.closed = true;
    await this.ask({ op: 'end', tx: this.tx, commit: false });
  }
}

export class RemotePglite {
  private readonly worker: Worker;
  private readonly pending = new Map<
    number,
    { resolve(v: unknown): void; reject(e: Error): void }
  >();
  private nextId = 1;
  private openTransactions = 0;
  ready = false;
  closed = false;
  readonly waitReady: Promise<void>;

  /** `dataDir` undefined: in memory. */
  constructor(dataDir: string | undefined) {
    const data: WorkerData = { dataDir };
    // The thread loads its TypeScript through tsx (worker-entry.mjs).
    this.worker = new Worker(new URL('./worker-entry.mjs', import.meta.url), { workerData: data });
    this.waitReady = new Promise<void>((resolve, reject) => {
      this.worker.on('message', (m: Reply | { ready: true } | { failed: WireError }) => {
        if ('ready' in m) {
          this.ready = true;
          resolve();
        } else if ('failed' in m) reject(fromWireError(m.failed));
        else this.settle(m);
      });
      this.worker.on('error', (err) => {
        reject(err);
        this.fail(err);
      });
      this.worker.on('exit', (code) => {
        const err = new Error(`PGlite is closed (its thread exited with ${code})`);
        reject(err);
        this.fail(err);
      });
    });
  }

  private settle(m: Reply) {
    const p = this.pending.get(m.id);
    if (!p) return;
    this.pending.delete(m.id);
    if (m.ok) p.resolve(m.value);
    else p.reject(fromWireError(m.error));
  }

  private fail(err: Error) {
    this.closed = true;
    this.ready = false;
    for (const p of this.pending.values()) p.reject(err);
    this.pending.clear();
  }

  private readonly ask: Ask = (m) => {
    if (this.closed) return Promise.reject(new Error('PGlite is closed'));
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...m, id });
    });
  };

  /** Whether a transaction is open now (the health check answers "alive" meanwhile). */
  inTransaction() {
    return this.openTransactions > 0;
  }

  async query<T>(sql: string, params: unknown[] = [], options?: QueryOptions) {
    return (await this.ask({
      op: 'query',
      sql,
      params,
      options: wireOptions(options),
    })) as Results<T>;
  }

  async exec(sql: string) {
    return (await this.ask({ op: 'exec', sql })) as Results[];
  }

  /** As PGlite's: BEGIN, the callback, then COMMIT, or ROLLBACK when it throws. */
  async transaction<T>(callback: (tx: RemoteTransaction) => Promise<T>): Promise<T> {
    const tx = new RemoteTransaction(this.ask, (await this.ask({ op: 'begin' })) as number);
    this.openTransactions++;
    try {
      let result: T;
      try {
        result = await callback(tx);
      } catch (err) {
        if (!tx.closed) {
          tx.closed = true;
          await this.ask({ op: 'end', tx: tx.tx, commit: false });
        }
        throw err;
      }
      if (!tx.closed) {
        tx.closed = true;
        await this.ask({ op: 'end', tx: tx.tx, commit: true });
      }
      return result;
    } finally {
      this.openTransactions--;
    }
  }

  async close() {
    if (this.closed) return;
    await this.ask({ op: 'close' }).catch(() => undefined);
    this.closed = true;
    await this.worker.terminate();
  }
}
