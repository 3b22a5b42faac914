import type { ShowDetail } from '@hoopdex/contract';
import { asc, count, eq, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { shows } from '../../db/schema/index';

/** A show as the API returns it (shows list and detail, search). */
export const showColumns = {
  id: shows.id,
  slug: shows.slug,
  title: shows.title,
  cardimage: shows.cardimage,
  description: shows.description,
  shortdescription: shows.shortdescription,
  longdescription: shows.longdescription,
  creator_id: shows.creatorId,
  fan_count: shows.fanCount,
};

/** Shows in their curated order. */
export async function listShows(db: Database, limit: number, offset: number) {
  const [items, [total]] = await Promise.all([
    db
      .select(showColumns)
      .from(shows)
      .orderBy(asc(shows.sortOrder), asc(shows.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(shows),
  ]);
  return { items, total: total?.n ?? 0 };
}

/** A show by numeric id (the /show/{id} links) or slug; null when missing. */
export async function findShow(db: Database, key: string): Promise<ShowDetail | null> {
  const byId = /^\d{1,9}$/.test(key) ? eq(shows.id, Number(key)) : undefined;
  const [row] = await db
    .select(showColumns)
    .from(shows)
    .where(or(byId, eq(shows.slug, key)))
    .orderBy(asc(shows.id))
    .limit(1);
  return row ?? null;
}
