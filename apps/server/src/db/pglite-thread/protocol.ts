// Messages between the server's thread and the PGlite thread (decision 0038).

/** Query options that cross the thread: drizzle's parsers keep these type ids as text. */
export interface WireQueryOptions {
  rowMode?: 'array' | 'object';
  /** Type ids whose values stay as PostgreSQL sent them (drizzle's identity parsers). */
  textTypes?: number[];
  /** COPY … FROM '/dev/blob': the CSV (bulk-insert.ts). */
  blob?: Blob;
}

export type Request =
  | {
      id: number;
      op: 'query';
      sql: string;
      params: unknown[];
      options: WireQueryOptions;
      tx?: number;
    }
  | { id: number; op: 'exec'; sql: string; tx?: number }
  /** Opens a transaction: answered once BEGIN ran, with the transaction's number. */
  | { id: number; op: 'begin' }
  /** Ends one: COMMIT when `commit`, else ROLLBACK; answered once it is done. */
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'close' };

export type Reply =
  { id: number; ok: true; value: unknown } | { id: number; ok: false; error: WireError };

/** An error as it crosses: its message and own fields (PostgreSQL's `code`, `detail`, …). */
export interface WireError {
  name: string;
  message: string;
  stack?: string;
  fields: Record<string, unknown>;
}

export interface WorkerData {
  dataDir: string | undefined;
}

export function toWireError(err: unknown): WireError {
  const e = err instanceof Error ? err : new Error(String(err));
  const fields: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(e)) {
    if (v === undefined || typeof v === 'function') continue;
    // Only what clones: the fields PostgreSQL errors carry are strings and numbers.
    if (v === null || ['string', 'number', 'boolean'].includes(typeof v)) fields[k] = v;
  }
  return { name: e.name, message: e.message, ...(e.stack ? { stack: e.stack } : {}), fields };
}

export function fromWireError(w: WireError): Error {
  const e = Object.assign(new Error(w.message), w.fields);
  e.name = w.name;
  if (w.stack) e.stack = w.stack;
  return e;
}
