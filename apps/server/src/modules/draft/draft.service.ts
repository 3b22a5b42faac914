import { asc, count, desc, eq, isNotNull, max, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { draftPicks, draftYears, playerValues } from '../../db/schema/index';
import { ensureValues } from '../value/index';

export async function latestDraftYear(db: Database): Promise<number | null> {
  const [row] = await db.select({ year: max(draftYears.year) }).from(draftYears);
  return row?.year ?? null;
}

/** One year's picks in draft order (the year defaults to the latest). */
export async function listDraftPicks(
  db: Database,
  input: {
    year?: number | undefined;
    limit: number;
    offset: number;
    sort?: 'draft' | 'value' | undefined;
  },
) {
  const year = input.year ?? (await latestDraftYear(db));
  if (year === null) return { items: [], total: 0 };
  const where = eq(draftPicks.year, year);
  const byValue = input.sort === 'value';
  if (byValue) {
    // Ranking by value needs every pick's value as of today, not only this page's.
    const ids = await db
      .select({ id: draftPicks.playerId })
      .from(draftPicks)
      .where(sql`${where} and ${isNotNull(draftPicks.playerId)}`);
    await ensureValues(
      db,
      ids.map((r) => r.id!),
    );
  }
  const [items, [total]] = await Promise.all([
    db
      .select({
        draftposition: draftPicks.draftposition,
        draftyear: draftPicks.year,
        imageuri: draftPicks.imageuri,
        name: draftPicks.name,
        slug: draftPicks.slug,
        school: draftPicks.school,
        value: playerValues.value,
      })
      .from(draftPicks)
      .leftJoin(playerValues, eq(playerValues.playerId, draftPicks.playerId))
      .where(where)
      .orderBy(
        ...(byValue ? [sql`${playerValues.value} desc nulls last`] : []),
        asc(draftPicks.draftposition),
      )
      .limit(input.limit)
      .offset(input.offset),
    db.select({ n: count() }).from(draftPicks).where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}

export const listDraftYears = (db: Database) =>
  db.select({ year: draftYears.year }).from(draftYears).orderBy(desc(draftYears.year));
