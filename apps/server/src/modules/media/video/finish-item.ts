import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { studioItems } from '../../../db/schema/index';
import { materialize, publishedEvent, type ContentPublished } from '../../content/index';
import { publisherOf } from '../../publishers/index';
import type { TranscodeResult } from './transcode';

export const mediaUrl = (key: string) => `/media/${key}`;

/**
 * A transcode is done: the item gets its stream, poster and thumbnails and turns `ready`, or
 * goes public at once when the author asked to publish it on ready. Answers the event to send.
 */
export async function markReady(
  db: Database,
  studioItemId: number,
  result: TranscodeResult,
): Promise<ContentPublished | null> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Database;
    const [row] = await tx
      .update(studioItems)
      .set({
        status: 'ready',
        statusMessage: null,
        streamUrl: mediaUrl(`${result.prefix}/master.m3u8`),
        image: mediaUrl(`${result.prefix}/poster.jpg`),
        duration: Math.round(result.duration * 10) / 10,
        thumbnails: { url: mediaUrl(`${result.prefix}/thumbs.jpg`), ...result.thumbnails },
        bytes: sql`${studioItems.bytes} + ${result.bytes}`,
        updatedAt: sql`now()`,
      })
      .where(eq(studioItems.id, studioItemId))
      .returning();
    if (!row?.publishWhenReady || !row.userId) return null;
    const publisher = await publisherOf(tx, row.userId);
    if (!publisher) {
      await tx
        .update(studioItems)
        .set({
          publishWhenReady: false,
          statusMessage: 'Ready, not published: your account can no longer publish',
        })
        .where(eq(studioItems.id, row.id));
      return null;
    }
    const published = await materialize(tx, row, publisher, new Date());
    return row.contentId == null ? publishedEvent(published, publisher) : null;
  });
}

export async function markFailed(db: Database, studioItemId: number, message: string) {
  await db
    .update(studioItems)
    .set({
      status: 'failed',
      statusMessage: message,
      publishWhenReady: false,
      updatedAt: sql`now()`,
    })
    .where(eq(studioItems.id, studioItemId));
}
