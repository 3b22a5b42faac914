/** Rows of a raw `db.execute` answer: both drivers (PGlite, node-postgres) answer `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** PostgreSQL 23503: a row points at a parent that does not exist (drizzle wraps it in cause). */
export function isForeignKeyViolation(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 5; depth++) {
    if ((e as { code?: unknown }).code === '23503') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
