import { asc, count, desc, eq, max } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { draftPicks, draftYears } from '../../db/schema/index';

export async function latestDraftYear(db: Database): Promise<number | null> {
  const [row] = await db.select({ year: max(draftYears.year) }).from(draftYears);
  return row?.year ?? null;
}

/** One year's picks in draft order (the year defaults to the latest). */
export async function listDraftPicks(
  db: Database,
  input: { year?: number | undefined; limit: number; offset: number },
) {
  const year = input.year ?? (await latestDraftYear(db));
  if (year === null) return { items: [], total: 0 };
  const where = eq(draftPicks.year, year);
  const [items, [total]] = await Promise.all([
    db
      .select({
        draftposition: draftPicks.draftposition,
        draftyear: draftPicks.year,
        imageuri: draftPicks.imageuri,
        name: draftPicks.name,
        slug: draftPicks.slug,
        school: draftPicks.school,
      })
      .from(draftPicks)
      .where(where)
      .orderBy(asc(draftPicks.draftposition))
      .limit(input.limit)
      .offset(input.offset),
    db.select({ n: count() }).from(draftPicks).where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}

export const listDraftYears = (db: Database) =>
  db.select({ year: draftYears.year }).from(draftYears).orderBy(desc(draftYears.year));
