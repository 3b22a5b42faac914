import type { SQL } from 'drizzle-orm';
import type { Database } from './client';

/**
 * Runs raw SQL and returns its rows on either driver (PGlite and node-postgres both answer with
 * `{ rows }`). Used where Drizzle's builder cannot say it (window functions, generated columns).
 * Cast dates to text in such SQL: the two drivers parse `date` differently.
 */
export async function sqlRows<T>(db: Database, query: SQL): Promise<T[]> {
  const res = (await db.execute(query)) as unknown as { rows: T[] };
  return res.rows;
}
