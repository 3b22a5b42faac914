import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { PgliteTransaction } from 'drizzle-orm/pglite';
import type { Database } from './client';

/** A database or an open transaction: anything that can run a statement. */
export type Executor = Pick<Database, 'execute'>;

/**
 * Inserts rows in batches through `json_to_recordset`: one parameter per batch, so a batch is not
 * bound by PostgreSQL's 65,535-parameter limit and goes as one string (several times faster than a
 * multi-row VALUES list). On PGlite, COPY instead. A column no row sets keeps its default; one
 * that only some rows set is NULL in the others.
 */
export async function insertRows<T extends PgTable>(
  db: Executor,
  table: T,
  rows: readonly T['$inferInsert'][],
  batchSize = 2000,
): Promise<number> {
  if (rows.length === 0) return 0;
  // Every column some row sets: the others keep their defaults (serial ids, now(), ...).
  const used = new Set<string>();
  for (const row of rows)
    for (const [key, value] of Object.entries(row)) if (value !== undefined) used.add(key);
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => used.has(key));
  const copy = pgliteCopier(db);
  if (copy) {
    const list = columns.map(([, c]) => `"${c.name}"`).join(', ');
    for (let start = 0; start < rows.length; start += batchSize * 2) {
      const csv = rows
        .slice(start, start + batchSize * 2)
        .map((row) =>
          columns.map(([key]) => csvField((row as Record<string, unknown>)[key])).join(','),
        )
        .join('\n');
      await copy(`copy "${getTableName(table)}" (${list}) from '/dev/blob' with (format csv)`, csv);
    }
    return rows.length;
  }
  const names = sql.raw(columns.map(([, c]) => `"${c.name}"`).join(', '));
  const recordType = sql.raw(
    columns.map(([, c]) => `"${c.name}" ${recordSqlType(c.getSQLType())}`).join(', '),
  );
  for (let start = 0; start < rows.length; start += batchSize) {
    const batch = rows.slice(start, start + batchSize).map((row) => {
      const r = row as Record<string, unknown>;
      const out: Record<string, unknown> = {};
      for (const [key, c] of columns) out[c.name] = r[key] ?? null;
      return out;
    });
    await db.execute(
      sql`insert into ${table} (${names}) select ${names} from json_to_recordset(${JSON.stringify(batch)}::json) as x(${recordType})`,
    );
  }
  return rows.length;
}

type Copier = (statement: string, csv: string) => Promise<unknown>;
interface BlobQueryClient {
  query(statement: string, params: unknown[], options: { blob: Blob }): Promise<unknown>;
}

/**
 * On PGlite, COPY from an in-memory blob is the fastest way in (about twice the JSON path for box
 * scores). Drizzle keeps the transaction's PGlite client in its session; if a later Drizzle moves
 * it, this returns null and the portable JSON path runs instead.
 */
function pgliteCopier(db: Executor): Copier | null {
  if (!(db instanceof PgliteTransaction)) return null;
  const client = (db as unknown as { session?: { client?: BlobQueryClient } }).session?.client;
  if (typeof client?.query !== 'function') return null;
  return (statement, csv) => client.query(statement, [], { blob: new Blob([csv]) });
}

/** CSV field: unquoted empty is NULL, everything else quoted when it needs to be. */
function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const text =
    value instanceof Date
      ? value.toISOString()
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);
  return `"${text.replace(/"/g, '""')}"`;
}

function recordSqlType(type: string): string {
  if (type === 'serial') return 'integer';
  if (type === 'bigserial') return 'bigint';
  return type;
}

/** After inserts with explicit ids, moves each serial sequence past the largest id. */
export async function syncSequences(db: Executor, tables: readonly PgTable[]): Promise<void> {
  for (const table of tables) {
    const name = getTableName(table);
    await db.execute(
      sql`select setval(pg_get_serial_sequence(${name}, 'id'), coalesce((select max(id) from ${table}), 0) + 1, false)`,
    );
  }
}

/**
 * Foreign-key checks are per-row triggers and take most of a bulk load's time. The seed builds
 * every reference itself (and its test checks them with anti-joins), so inside the seed's
 * transaction they are switched off when the role may do so (superuser: always on PGlite).
 */
export async function skipForeignKeyChecks(tx: Executor): Promise<boolean> {
  const res = await tx.execute<{ su: string }>(sql`select current_setting('is_superuser') as su`);
  if (rowsOf<{ su: string }>(res)[0]?.su !== 'on') return false;
  await tx.execute(sql`set local session_replication_role = replica`);
  return true;
}

/** node-postgres and PGlite both return `{ rows }` from execute. */
export function rowsOf<R>(result: unknown): R[] {
  return ((result as { rows?: R[] }).rows ?? []) as R[];
}

/**
 * Drops the secondary indexes of `tables` (not those backing constraints), runs `load`, then
 * rebuilds them from their saved definitions: one sort per index instead of one insert per row.
 * Runs inside the seed's transaction, so a failure restores everything.
 */
export async function withIndexesDeferred<T>(
  tx: Executor,
  tables: readonly PgTable[],
  load: () => Promise<T>,
): Promise<T> {
  const names = tables.map((t) => getTableName(t));
  const res = await tx.execute(sql`select i.indexname, i.indexdef from pg_indexes i
    where i.schemaname = current_schema() and i.tablename in ${names}
      and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`);
  const defs = rowsOf<{ indexname: string; indexdef: string }>(res);
  for (const d of defs) await tx.execute(sql.raw(`drop index "${d.indexname}"`));
  const out = await load();
  for (const d of defs) await tx.execute(sql.raw(d.indexdef));
  return out;
}
