import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { studioItems } from '../../../db/schema/index';
import { badRequest, notFound } from '../../../lib/http';
import { cancelJobs } from './media-jobs';

/** The user's own hosted video item, or a 404 (another's, or none) / 400 (not an upload). */
export async function ownHostedItem(db: Database, userId: string, id: number) {
  const [row] = await db
    .select()
    .from(studioItems)
    .where(and(eq(studioItems.id, id), eq(studioItems.userId, userId)));
  if (!row) throw notFound('No such item of yours', 'id');
  if (row.videoSource !== 'hosted') throw badRequest('Only an uploaded video is processed', 'id');
  return row;
}

/** A failed item goes back to processing; the caller queues its transcode again. */
export async function markRetrying(db: Database, studioItemId: number) {
  await db
    .update(studioItems)
    .set({ status: 'processing', statusMessage: null, updatedAt: sql`now()` })
    .where(eq(studioItems.id, studioItemId));
}

/** Cancels an item's running transcode: the item is failed ("Cancelled"), not to publish. */
export async function cancelTranscode(db: Database, studioItemId: number) {
  await cancelJobs(db, studioItemId);
  await db
    .update(studioItems)
    .set({
      status: 'failed',
      statusMessage: 'Cancelled',
      publishWhenReady: false,
      updatedAt: sql`now()`,
    })
    .where(eq(studioItems.id, studioItemId));
}
