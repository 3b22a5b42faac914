import { count, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { leagues } from '../db/schema/index';
import { seedDatabase } from './seed-demo';

/** First start on a fresh database seeds the demo once; later starts keep what is there. */
export async function seedIfEmpty(db: Database, log: (msg: string) => void): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(leagues);
  if ((row?.n ?? 0) > 0) return false;
  const started = Date.now();
  log('Fresh database: seeding the demo data (once)…');
  // One transaction: a start killed mid-seed leaves an empty database, seeded again next time.
  await db.transaction((tx) => seedDatabase(tx as unknown as Database, { scale: 'demo', log }));
  // Planner statistics now, not whenever autovacuum gets to it (PGlite never does): without them
  // the search and list queries pick sequential scans (docs/decisions/0003-search.md).
  await db.execute(sql`analyze`);
  log(`Demo data seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return true;
}
