import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { sqlRows } from '../../../db/sql-rows';
import { publisherOf } from '../../publishers/index';
import { materialize, publishedEvent, type StudioRow } from './publish.service';
import type { ContentPublished } from './publishing-events';
import { studioItems } from '../../../db/schema/index';
import { eq, inArray } from 'drizzle-orm';

/** Items per run: a backlog drains over a few ticks. */
const BATCH = 50;

/**
 * Publishes scheduled items whose time has come. Like the mail jobs, rows are claimed with
 * `for update skip locked` inside one transaction, so two instances ticking together never
 * publish an item twice; the public row and the status change commit together. Answers the
 * events to announce (after the commit).
 */
export async function publishDueItems(db: Database, now = new Date()): Promise<ContentPublished[]> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Database;
    const due = await sqlRows<{ id: number }>(
      tx,
      sql`select id from studio_items
          where status = 'scheduled' and publish_at <= ${now.toISOString()}::timestamptz
          order by publish_at limit ${BATCH} for update skip locked`,
    );
    if (!due.length) return [];
    const rows: StudioRow[] = await tx
      .select()
      .from(studioItems)
      .where(
        inArray(
          studioItems.id,
          due.map((d) => Number(d.id)),
        ),
      );
    const events: ContentPublished[] = [];
    for (const row of rows) {
      const publisher = row.userId ? await publisherOf(tx, row.userId) : null;
      if (!publisher) {
        // The author lost the right to publish while it waited: back to a draft, with why.
        await tx
          .update(studioItems)
          .set({
            status: 'draft',
            publishAt: null,
            statusMessage: 'Not published: your account can no longer publish',
          })
          .where(eq(studioItems.id, row.id));
        continue;
      }
      const published = await materialize(tx, row, publisher, row.publishAt ?? now);
      if (row.contentId == null) events.push(publishedEvent(published, publisher));
    }
    return events;
  });
}
