import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { contentItems, contentPlayers, studioItems } from '../../../db/schema/index';
import { itemPath } from '../item-path';
import { normalizeSearch } from '../../../lib/normalize';
import type { ContentPublished } from './publishing-events';
import type { Publisher } from '../../publishers/index';
import { plainText } from './sanitize-article';
import { dropWithheld, restoreDependents, withholdDependents } from './withheld';

export type StudioRow = typeof studioItems.$inferSelect;

/** Where the public item is read. */
export function publicPath(row: StudioRow, profileKey: string): string {
  return itemPath(row, profileKey);
}

/**
 * Makes (or refreshes) the public row of an item and its player tags, in `tx`. The item keeps
 * its public id across unpublish and publish, so links made earlier come back.
 */
export async function materialize(tx: Database, row: StudioRow, publisher: Publisher, at: Date) {
  const values = {
    contentType: row.contentType,
    creatorId: publisher.id,
    creatorType: publisher.type,
    showId: publisher.showId,
    publishedat: at,
    title: row.title,
    searchTitle: row.title ? normalizeSearch(row.title) : '',
    image: row.image,
    videoid: row.videoid,
    videoSource: row.videoSource,
    hashtags: row.hashtags.length ? row.hashtags.join(',') : null,
    body: row.body,
    duration: row.duration,
    streamUrl: row.streamUrl,
  };
  let contentId = row.contentId;
  if (contentId != null) {
    const updated = await tx
      .update(contentItems)
      .set(values)
      .where(eq(contentItems.id, contentId))
      .returning({ id: contentItems.id });
    if (!updated.length) {
      await tx.insert(contentItems).values({ id: contentId, ...values });
      await restoreDependents(tx, contentId);
    }
  } else {
    const [made] = await tx.insert(contentItems).values(values).returning({ id: contentItems.id });
    contentId = made!.id;
  }
  await tx.delete(contentPlayers).where(eq(contentPlayers.contentId, contentId));
  if (row.playerIds.length)
    await tx
      .insert(contentPlayers)
      .values(row.playerIds.map((playerId) => ({ contentId: contentId!, playerId })));
  const [saved] = await tx
    .update(studioItems)
    .set({
      contentId,
      status: 'published',
      publishedat: row.publishedat ?? at,
      publishAt: null,
      publishWhenReady: false,
      updatedAt: sql`now()`,
    })
    .where(eq(studioItems.id, row.id))
    .returning();
  return saved!;
}

/** The event the alerts hear: only on the first publish (a re-publish after an edit is quiet). */
export function publishedEvent(row: StudioRow, publisher: Publisher): ContentPublished {
  const text = row.contentType === 'article' && row.body ? plainText(row.body) : (row.body ?? null);
  return {
    contentId: row.contentId!,
    contentType: row.contentType,
    creator: { id: publisher.id, displayname: publisher.displayname, image: publisher.image },
    showId: publisher.showId,
    playerIds: row.playerIds,
    title: row.title,
    text,
    path: publicPath(row, publisher.profileKey),
  };
}

/**
 * Takes the public row away (feeds, search, player lists). Unless told not to `keep` (the item
 * is being deleted), the row's likes, comments and views are kept aside until it is published or
 * restored again.
 */
export async function withdraw(tx: Database, row: StudioRow, { keep = true } = {}) {
  if (row.contentId == null) return;
  if (keep) await withholdDependents(tx, row.contentId);
  else await dropWithheld(tx, row.contentId);
  await tx.delete(contentItems).where(eq(contentItems.id, row.contentId));
}

export async function ownItem(db: Database, userId: string, id: number) {
  const [row] = await db
    .select()
    .from(studioItems)
    .where(and(eq(studioItems.id, id), eq(studioItems.userId, userId)));
  return row ?? null;
}
