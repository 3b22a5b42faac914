import type { ReportedItem } from '@hoopdex/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import {
  contentItems,
  contentPlayers,
  contentReports,
  creators,
  studioItems,
} from '../../../db/schema/index';
import { badRequest, forbidden, notFound, unauthorized } from '../../../lib/http';
import { sqlRows } from '../../../db/sql-rows';
import { publisherWhere } from '../../publishers/index';
import { materialize, withdraw } from '../publishing/publish.service';

export async function requireAdmin(db: Database, userId: string) {
  const [row] = await sqlRows<{ role: string }>(
    db,
    sql`select role from users where id = ${userId}`,
  );
  if (row?.role !== 'admin') throw forbidden('Only admins moderate content');
}

/** One open report per user and item: a second report of the same item answers the first. */
export async function reportContent(
  db: Database,
  userId: string,
  contentId: number,
  reason: string,
  note: string | null,
) {
  // A valid token of an account deleted since: not a database error.
  const [user] = await sqlRows<{ id: string }>(db, sql`select id from users where id = ${userId}`);
  if (!user) throw unauthorized();
  const [item] = await db
    .select({ id: contentItems.id })
    .from(contentItems)
    .where(eq(contentItems.id, contentId));
  if (!item) throw notFound('No such item', 'id');
  const [open] = await db
    .select({ id: contentReports.id })
    .from(contentReports)
    .where(
      and(
        eq(contentReports.contentId, contentId),
        eq(contentReports.userId, userId),
        isNull(contentReports.resolvedAt),
      ),
    );
  if (open) return open.id;
  const [made] = await db
    .insert(contentReports)
    .values({ contentId, userId, reason, note })
    .returning({ id: contentReports.id });
  return made!.id;
}

/** The publisher an item goes public as again (restore): its creator and the creator's show. */
async function publisherByCreator(db: Database, creatorId: number) {
  const publisher = await publisherWhere(db, eq(creators.id, creatorId));
  if (!publisher) throw notFound('The creator of this item is gone', 'id');
  return publisher;
}

/**
 * Hides an item everywhere: its public row goes (feeds, search, tags, player lists), the Studio
 * keeps it as `hidden` with the reason its author reads. An item never made in the Studio
 * (seeded, imported) is copied into a Studio row first, so it can be restored.
 */
export async function hideContent(db: Database, contentId: number, reason: string) {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Database;
    const [pub] = await tx.select().from(contentItems).where(eq(contentItems.id, contentId));
    if (!pub) throw notFound('No such visible item', 'id');
    let [row] = await tx.select().from(studioItems).where(eq(studioItems.contentId, contentId));
    if (!row) {
      const tags = await tx
        .select({ id: contentPlayers.playerId })
        .from(contentPlayers)
        .where(eq(contentPlayers.contentId, contentId));
      [row] = await tx
        .insert(studioItems)
        .values({
          userId: null,
          creatorId: pub.creatorId,
          contentId,
          contentType: pub.contentType,
          title: pub.title,
          body: pub.body,
          image: pub.image,
          hashtags: pub.hashtags ? pub.hashtags.split(',') : [],
          playerIds: tags.map((t) => t.id),
          publishedat: pub.publishedat,
          videoSource: pub.videoSource,
          videoid: pub.videoid,
          duration: pub.duration,
          streamUrl: pub.streamUrl,
        })
        .returning();
    }
    await withdraw(tx, row!);
    await tx
      .update(studioItems)
      .set({ status: 'hidden', statusMessage: reason, updatedAt: sql`now()` })
      .where(eq(studioItems.id, row!.id));
    await tx
      .update(contentReports)
      .set({ resolvedAt: sql`now()` })
      .where(and(eq(contentReports.contentId, contentId), isNull(contentReports.resolvedAt)));
  });
}

/** Puts a hidden item back, under the same public id; the author reads why. */
export async function restoreContent(db: Database, contentId: number, reason: string) {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Database;
    const [row] = await tx.select().from(studioItems).where(eq(studioItems.contentId, contentId));
    if (!row || row.status !== 'hidden') throw badRequest('This item is not hidden', 'id');
    const publisher = await publisherByCreator(tx, row.creatorId);
    await materialize(tx, row, publisher, row.publishedat ?? new Date());
    await tx
      .update(studioItems)
      .set({ statusMessage: `Restored: ${reason}` })
      .where(eq(studioItems.id, row.id));
  });
}

interface QueueRow {
  content_id: number;
  content_type: ReportedItem['content_type'];
  title: string | null;
  creator_id: number;
  displayname: string;
  hidden: boolean;
  hidden_reason: string | null;
  report_count: number | string;
  reports: ReportedItem['reports'];
  total: number | string;
}

/** Reported items, most reported first: `open` (not yet handled), `hidden`, or `all`. */
export async function reportQueue(
  db: Database,
  state: 'open' | 'hidden' | 'all',
  limit: number,
  offset: number,
) {
  const where =
    state === 'open'
      ? sql`bool_or(r.resolved_at is null)`
      : state === 'hidden'
        ? sql`bool_or(s.status = 'hidden')`
        : sql`true`;
  const rows = await sqlRows<QueueRow>(
    db,
    sql`select r.content_id, coalesce(c.content_type, s.content_type) as content_type,
          coalesce(c.title, s.title) as title, cr.id as creator_id, cr.displayname,
          coalesce(bool_or(s.status = 'hidden'), false) as hidden,
          max(case when s.status = 'hidden' then s.status_message end) as hidden_reason,
          count(*) as report_count,
          json_agg(json_build_object('reason', r.reason, 'note', r.note, 'created_at', r.created_at)
                   order by r.created_at desc) as reports,
          count(*) over () as total
        from content_reports r
        left join content_items c on c.id = r.content_id
        left join studio_items s on s.content_id = r.content_id
        join creators cr on cr.id = coalesce(c.creator_id, s.creator_id)
        group by r.content_id, c.content_type, s.content_type, c.title, s.title, cr.id, cr.displayname
        having ${where}
        order by count(*) desc, r.content_id desc
        limit ${limit} offset ${offset}`,
  );
  const items: ReportedItem[] = rows.map((r) => ({
    content_id: Number(r.content_id),
    content_type: r.content_type,
    title: r.title,
    creator: { id: Number(r.creator_id), displayname: r.displayname },
    hidden: Boolean(r.hidden),
    hidden_reason: r.hidden_reason,
    report_count: Number(r.report_count),
    reports: r.reports.map((x) => ({ ...x, created_at: new Date(x.created_at).toISOString() })),
  }));
  return { items, total: Number(rows[0]?.total ?? 0) };
}
